// A correction the model does not act on ("the milk was 100 ml, not 250", and the rows come back as they
// were): nothing is written, the answer says so, and the undo of the correction before is kept.
import { describe, expect, test } from 'vitest';
import { handleCorrectMeal } from '../../src/diary/correct-meal.js';
import { handleUndoMealCorrection } from '../../src/diary/diary-handlers.js';
import { call } from '../support/call.js';
import { chicken, rice, today, useDiary } from '../support/diary.js';
import { alice, makeDeps } from '../support/fake-deps.js';
import { foodAnswer as answer } from '../support/food-answers.js';

const { fs, meal, day, logged } = useDiary();

describe('a correction that changes nothing', () => {
  test('is not written, says it is unchanged, and keeps the one undo', async () => {
    const { mealId } = await logged([rice, chicken]);
    const { deps, ai } = makeDeps(fs.db);
    const moreRice = { ...rice, grams: 200, calories: 260, protein: 5.4, carbs: 56.4, fat: 0.6 };
    ai.reply('food_correction', answer([moreRice, chicken], 'Reispfanne, Hähnchencurry'));
    const first = await call('correctMeal', handleCorrectMeal, { mealId, text: '200 g Reis' }, alice, deps);
    expect(first.unchanged).toBeUndefined();
    const afterFirst = await meal(mealId);
    const dayAfterFirst = await day('alice', today);

    // The model gives the same rows back (names in another case count as the same).
    ai.reply(
      'food_correction',
      answer([{ ...moreRice, name: moreRice.name.toUpperCase() }, chicken], 'Etwas anderes'),
    );
    const second = await call(
      'correctMeal',
      handleCorrectMeal,
      { mealId, text: 'Milch war 100 ml' },
      alice,
      deps,
    );
    expect(second.unchanged).toBe(true);
    expect(second.nutrition).toMatchObject({ calories: afterFirst?.calories });
    expect(await meal(mealId)).toEqual(afterFirst);
    expect(await day('alice', today)).toEqual(dayAfterFirst);

    // The undo still restores the estimate before the first correction.
    const undone = await call('undoMealCorrection', handleUndoMealCorrection, { mealId }, alice, deps);
    expect(undone.nutrition.items.map((i) => i.grams)).toEqual([rice.grams, chicken.grams]);
  });
});
