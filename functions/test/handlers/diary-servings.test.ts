// Rows counted in servings: searchFoods offers each food's everyday serving first (a medium banana, a slice
// of bread, a container of yoghurt, not a cup mashed) and names its portions' units; updateMeal takes a
// row's serving (its grams and figures follow), keeps it while the grams stay, and can set an entry's time.
import { describe, expect, test } from 'vitest';
import { rejection } from '../support/call.js';
import { logAgain, logFoods, searchFoods, updateMeal } from '../support/diary-callables.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { today, useQuickLogging, zone } from '../support/quick-logging.js';

const { fs, meal, dayDoc, expectDayIsSum } = useQuickLogging();

describe('searchFoods servings', () => {
  test('the everyday serving of a food comes with it, and each portion names its unit', async () => {
    const { deps } = makeDeps(fs.db);
    const serving = async (query: string, id: string) => {
      const { foods } = await searchFoods({ query, language: 'en', limit: 20 }, alice, deps);
      const food = foods.find((f) => f.id === id);
      expect(food, `${query}: ${foods.map((f) => f.id).join()}`).toBeDefined();
      return food;
    };
    const banana = await serving('banana', 'sr24:09040');
    expect(banana?.serving).toEqual({ quantity: 1, unit: 'medium (7" to 7-7/8" long)', grams: 118 });
    expect(banana?.portions[0]).toEqual({ label: '1 cup, mashed', grams: 225, unit: 'cup, mashed' });
    expect((await serving('white bread', 'sr24:18069'))?.serving).toEqual({
      quantity: 1,
      unit: 'slice',
      grams: 28,
    });
    expect((await serving('yogurt, plain, low fat', 'sr24:01117'))?.serving).toEqual({
      quantity: 1,
      unit: 'container (8 oz)',
      grams: 227,
    });
    // A measure a person pours is kept when it is all there is to count in.
    expect((await serving('milk, whole', 'sr24:01211'))?.serving).toMatchObject({ unit: 'cup', grams: 244 });
  });
});

describe('updateMeal servings and time', () => {
  async function breakfast() {
    const { deps } = makeDeps(fs.db);
    const r = await logFoods(
      {
        timeZone: zone,
        slot: 'breakfast',
        items: [
          { foodId: 'sr24:18069', quantity: 2, unit: 'slice' },
          { name: 'Tee', grams: 250, calories: 2, protein: 0, carbs: 0.5, fat: 0 },
        ],
      },
      alice,
      deps,
    );
    return { deps, mealId: r.mealId, rows: r.nutrition.items };
  }

  test('a quantity or unit edit derives the grams and figures; the table’s grams of its unit win', async () => {
    const { deps, mealId, rows } = await breakfast();
    const [bread, tea] = rows as [(typeof rows)[number], (typeof rows)[number]];
    const r = await updateMeal(
      {
        mealId,
        items: [
          // The client's grams per slice are not the table's: the table's count.
          {
            id: bread.id,
            name: bread.name,
            grams: 56,
            foodId: 'sr24:18069',
            serving: { quantity: 3, unit: 'slice', grams: 30 },
          },
          { id: tea.id, name: tea.name, grams: 250, serving: { quantity: 2, unit: 'Tasse', grams: 200 } },
        ],
      },
      alice,
      deps,
    );
    expect(r.nutrition.items[0]).toMatchObject({
      grams: 84,
      calories: 223,
      serving: { quantity: 3, unit: 'slice', grams: 28 },
    });
    // A row of the user's own figures rescales from them.
    expect(r.nutrition.items[1]).toMatchObject({
      grams: 400,
      calories: 3,
      serving: { quantity: 2, unit: 'Tasse', grams: 200 },
    });
    expect((await meal(mealId))?.items[0].serving).toEqual({ quantity: 3, unit: 'slice', grams: 28 });
    await expectDayIsSum(fs.db, 'alice', today);

    // Sent back without a serving: kept while the grams stay, dropped when they change.
    const kept = await updateMeal(
      {
        mealId,
        items: [
          { id: bread.id, name: bread.name, grams: 84 },
          { id: tea.id, name: tea.name, grams: 300 },
        ],
      },
      alice,
      deps,
    );
    expect(kept.nutrition.items[0]?.serving).toEqual({ quantity: 3, unit: 'slice', grams: 28 });
    expect(kept.nutrition.items[1]?.serving).toBeUndefined();
    expect(kept.nutrition.items[1]?.grams).toBe(300);
    // Another food at the same grams is not three of its slices.
    const swapped = await updateMeal(
      { mealId, items: [{ id: bread.id, name: 'Vollkornbrot', grams: 84, foodId: 'sr24:18064' }] },
      alice,
      deps,
    );
    expect(swapped.nutrition.items[0]).toMatchObject({ foodId: 'sr24:18064', grams: 84 });
    expect(swapped.nutrition.items[0]?.serving).toBeUndefined();
  });

  test('a unit the table food lacks is a unit of the user’s own; too heavy a serving is refused', async () => {
    const { deps, mealId, rows } = await breakfast();
    const bread = rows[0] as (typeof rows)[number];
    const r = await updateMeal(
      {
        mealId,
        items: [
          { id: bread.id, name: bread.name, grams: 1, serving: { quantity: 1, unit: 'Scheibe', grams: 40 } },
        ],
      },
      alice,
      deps,
    );
    expect(r.nutrition.items[0]).toMatchObject({ grams: 40, serving: { unit: 'Scheibe', grams: 40 } });
    const before = await meal(mealId);
    const e = await rejection(
      updateMeal(
        {
          mealId,
          items: [
            {
              id: bread.id,
              name: bread.name,
              grams: 1,
              serving: { quantity: 200, unit: 'slice', grams: 20 },
            },
          ],
        },
        alice,
        deps,
      ),
    );
    expect(e).toMatchObject({ details: { code: 'history.gramsTooLarge' } });
    expect(await meal(mealId)).toEqual(before);
  });

  test('logged again in two portions, a row counted in servings is twice as many of them', async () => {
    const { deps, mealId } = await breakfast();
    const again = await logAgain({ mealId, timeZone: zone, day: '2026-02-27', portions: 2 }, alice, deps);
    expect(again.nutrition.items[0]).toMatchObject({
      grams: 112,
      serving: { quantity: 4, unit: 'slice', grams: 28 },
    });
    expect(again.nutrition.items[1]?.serving).toBeUndefined();
  });

  test('an entry’s time of day is set within its day, in the zone it was logged in', async () => {
    const { deps, mealId } = await breakfast();
    const r = await updateMeal({ mealId, time: '07:45' }, alice, deps);
    expect(r).toMatchObject({ day: today, slot: 'breakfast' });
    expect((await meal(mealId))?.eatenAt.toDate().toISOString()).toBe('2026-03-01T06:45:00.000Z');
    // With a new day, the time is on that day.
    await updateMeal({ mealId, day: '2026-02-27', time: '21:30' }, alice, deps);
    expect((await meal(mealId))?.eatenAt.toDate().toISOString()).toBe('2026-02-27T20:30:00.000Z');
    expect(await dayDoc('alice', today)).toBeUndefined();
    // A meal outside the diary has no time of day to set.
    expect(await rejection(updateMeal({ mealId: 'old', time: '08:00' }, alice, deps))).toMatchObject({
      details: { code: 'history.mealNotEditable' },
    });
  });
});
