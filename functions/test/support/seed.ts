// Small seeding helpers for handler tests (written with the admin SDK, as the functions would).
import type { Firestore } from 'firebase-admin/firestore';

export async function seedUser(db: Firestore, uid: string, data: Record<string, unknown> = {}) {
  await db
    .collection('users')
    .doc(uid)
    .set({
      email: `${uid}@example.com`,
      language: 'en',
      measurementSystem: 'metric',
      shoppingLists: [],
      ...data,
    });
}

export async function seedList(db: Firestore, listId: string, memberIds: string[], name = 'Groceries') {
  await db
    .collection('shoppingLists')
    .doc(listId)
    .set({ name, createdBy: memberIds[0], createdAt: new Date(), memberIds });
  for (const uid of memberIds) {
    await db
      .collection('shoppingLists')
      .doc(listId)
      .collection('members')
      .doc(uid)
      .set({ userId: uid, email: `${uid}@example.com`, joinedAt: new Date() });
    await db
      .collection('users')
      .doc(uid)
      .set({ shoppingLists: [listId] }, { merge: true });
  }
}

export async function seedItem(db: Firestore, id: string, data: Record<string, unknown>) {
  await db
    .collection('shoppingItems')
    .doc(id)
    .set({ name: id, checked: false, checkedAt: null, createdAt: new Date(), ...data });
}

export async function seedMeal(db: Firestore, id: string, data: Record<string, unknown>) {
  await db.collection('meals').doc(id).set(data);
}

export async function ids(db: Firestore, collection: string) {
  return (await db.collection(collection).get()).docs.map((d) => d.id).sort();
}

/** A generated recipe for one person: 100 g pasta, 2 tbsp olive oil, an onion and salt "to taste". */
export function tomatoPastaRecipe() {
  return {
    user_id: 'alice',
    type: 'recipe',
    description: 'pasta with tomatoes',
    meal: 'pasta with tomatoes',
    title: 'Tomato pasta',
    calories: 600,
    protein: 20,
    carbs: 90,
    fat: 18,
    ingredients: ['100 g Pasta', '2 tbsp Olive oil', '1 pcs Onion', 'Salt'],
    recipeIngredients: [
      { item: 'Pasta', amount: 100, unit: 'g' },
      { item: 'Olive oil', amount: 2, unit: 'tbsp' },
      { item: 'Onion', amount: 1, unit: 'pcs' },
      { item: 'Salt', amount: 0, unit: '' },
    ],
    instructions: ['Boil.', 'Fry.', 'Mix.'],
    persons: 1,
    nutritionData: { calories: 600, protein: 20, carbs: 90, fat: 18 },
    timestamp: new Date(),
  };
}

/** Alice and Bob share the list L1, Carol has L2 to herself; `profiles` adds fields to a user's profile. */
export async function seedTwoLists(db: Firestore, profiles: Record<string, Record<string, unknown>> = {}) {
  for (const uid of ['alice', 'bob', 'carol']) await seedUser(db, uid, profiles[uid]);
  await seedList(db, 'L1', ['alice', 'bob']);
  await seedList(db, 'L2', ['carol']);
}
