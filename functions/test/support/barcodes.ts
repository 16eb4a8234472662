// What the packaged-food handler tests share: Alice (German) with a breakfast of bread on the test clock's
// day and that day's totals, Bob, and readers of the product cache, a meal and Alice's day.
import type { BarcodeProduct } from '../../src/shared/nutrition/contracts.js';
import { useLocalFirestore } from './local-firestore.js';
import { seedMeal, seedUser } from './seed.js';

/** What the products port answers for a product it found. */
export const found = (product: BarcodeProduct) => ({ found: true as const, product });
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The file's local Firestore, seeded before each test, with its readers. */
export function useBarcodes() {
  const fs = useLocalFirestore(async (db) => {
    await seedUser(db, 'alice', { language: 'de' });
    await seedUser(db, 'bob');
    await seedMeal(db, 'bread', {
      user_id: 'alice',
      timestamp: new Date(),
      type: 'nutrition',
      description: 'Brot',
      meal: 'Brot',
      calories: 130,
      protein: 4,
      carbs: 24,
      fat: 1,
      ingredients: ['Brot'],
      items: [
        {
          id: 'b1',
          name: 'Brot',
          grams: 50,
          calories: 130,
          protein: 4,
          carbs: 24,
          fat: 1,
          perGram: { calories: 2.6, protein: 0.08, carbs: 0.48, fat: 0.02 },
          source: 'ai',
        },
      ],
      day: '2026-03-01',
      slot: 'breakfast',
      eatenAt: new Date('2026-03-01T07:00:00Z'),
      source: 'text',
      timeZone: 'Europe/Copenhagen',
    });
    await db.collection('days').doc('alice_2026-03-01').set({
      userId: 'alice',
      day: '2026-03-01',
      calories: 130,
      protein: 4,
      carbs: 24,
      fat: 1,
      meals: 1,
      updatedAt: new Date(),
    });
  });

  const cache = async (code: string) => (await fs.db.collection('products').doc(code).get()).data();
  const meal = async (id: string) => (await fs.db.collection('meals').doc(id).get()).data();
  const day = async () => (await fs.db.collection('days').doc('alice_2026-03-01').get()).data();

  return { fs, cache, meal, day };
}

/** The bread row as the client sends it back, to keep it beside a new row. */
export const BREAD = { id: 'b1', name: 'Brot', grams: 50 };
/** updateMeal's input for the bread breakfast: these rows. */
export const breadWith = (...items: object[]) => ({ mealId: 'bread', items });
