// What the contracts say beyond accepting or refusing: each problem names its own catalogue entry (and the
// catalogue's i18n keys are unique), e-mails and barcodes are normalised, and hostile payloads are refused.
import { describe, expect, test } from 'vitest';
import { type CallableName, callables } from './contracts.js';
import { errorCatalogue, errorCodes } from './error-codes.js';

test('a correction in words needs a letter or a digit, in any script, and says so with its own entry', () => {
  const messageOf = (text: unknown) =>
    callables.correctMeal.request.safeParse({ mealId: 'm', text }).error?.issues[0]?.message;
  for (const text of ['🍕🍕🍕', '?!', '  ...  ', '👍🏽 👍🏽', '→ ✓'])
    expect(messageOf(text), text).toBe('correctionNeedsWords');
  for (const text of ['more rice', 'нет, без риса', '米饭少一点', 'ข้าวน้อยลง', '200', 'x2 🍕'])
    expect(messageOf(text), text).toBeUndefined();
  expect(errorCatalogue.correctionNeedsWords).toMatchObject({
    status: 'invalid-argument',
    code: 'history.correctionNeedsWords',
  });
});

test('e-mails are trimmed and lower-cased', () => {
  expect(callables.inviteMember.request.parse({ listId: 'a', email: '  Bob@Example.COM ' }).email).toBe(
    'bob@example.com',
  );
});

test('contract messages name their catalogue entry, and i18n keys are unique strings', () => {
  const issue = callables.inviteMember.request.safeParse({ listId: 'a', email: ' ' }).error?.issues[0];
  expect(issue?.message).toBe('emailRequired');
  expect(errorCodes).toContain('camera.noFoodDetected');
  expect(errorCodes).toContain('history.recipeGenerationError');
  expect(new Set(errorCodes).size).toBe(errorCodes.length);
  for (const code of errorCodes)
    expect(code).toMatch(/^(common|settings|shopping|camera|recipe|history|health|plan)\.[a-zA-Z]+$/);
  expect(Object.values(errorCatalogue).every((e) => e.message.length > 0)).toBe(true);
});

test('quick logging and barcodes name each problem with its own catalogue entry', () => {
  const messageOf = (name: CallableName, input: unknown) =>
    callables[name].request.safeParse(input).error?.issues[0]?.message;
  for (const code of ['3017620422004', '123', '', 'abcdefgh', 3017620422003, null])
    expect(messageOf('lookupBarcode', { code }), String(code)).toBe('invalidBarcode');
  for (const portions of [0, 0.05, 21, Number.NaN, '1'])
    expect(messageOf('logAgain', { mealId: 'm', timeZone: 'UTC', portions }), String(portions)).toBe(
      'invalidPortions',
    );
  expect(messageOf('copyDay', { fromDay: '2026-03-01', toDay: '2026-03-01', timeZone: 'UTC' })).toBe(
    'copyToSameDay',
  );
  expect(messageOf('logFavorite', { favoriteId: 'f', timeZone: 'UTC', day: '2025-02-29' })).toBe(
    'invalidDay',
  );
  expect(messageOf('renameFavorite', { favoriteId: 'f', name: '   ' })).toBe('favoriteNameRequired');
  // A UPC-A is the EAN-13 with a leading 0: one product, one cache entry.
  expect(callables.lookupBarcode.request.parse({ code: '034000470693' }).code).toBe('0034000470693');
});

test('weigh-ins and the user’s own targets name each problem with its own catalogue entry', () => {
  const messageOf = (name: CallableName, input: unknown) =>
    callables[name].request.safeParse(input).error?.issues[0]?.message;
  for (const kg of [0, 1000, '80', Number.NaN, null])
    expect(messageOf('logWeight', { day: '2026-02-28', kg }), String(kg)).toBe('invalidWeighIn');
  for (const day of ['2025-02-30', '2026-13-01', 'yesterday', 20260228])
    expect(messageOf('logWeight', { day, kg: 80 }), String(day)).toBe('invalidDay');
  const targets = (customTargets: unknown) => messageOf('updateProfile', { customTargets });
  expect(targets({ calories: 500 })).toBe('invalidTargetCalories');
  expect(targets({ calories: 'lots' })).toBe('invalidTargetCalories');
  expect(targets({ calories: 1800, protein: 'some' })).toBe('invalidTargetMacro');
  expect(targets({ calories: 1800, carbs: 600 })).toBe('invalidTargetGrams');
  expect(targets({ calories: 1800, carbs: 120, macroUnit: 'percent' })).toBe('invalidTargetPercent');
  expect(targets({ calories: 1800, protein: 50, fat: 60, macroUnit: 'percent' })).toBe('targetSharesTooHigh');
  // Shares that add up to exactly 100, written with decimals.
  expect(targets({ calories: 1800, protein: 33.3, carbs: 33.3, fat: 33.4, macroUnit: 'percent' })).toBe(
    undefined,
  );
  expect(callables.updateProfile.request.parse({ customTargets: { calories: 1800 } }).customTargets).toEqual({
    calories: 1800,
    macroUnit: 'g',
  });
});

describe('hostile payloads', () => {
  const refused = (name: CallableName, input: unknown) =>
    expect(callables[name].request.safeParse(input).success).toBe(false);

  test('__proto__ and constructor keys', () => {
    refused('createList', JSON.parse('{"name":"x","__proto__":{"admin":true}}'));
    refused('createList', { name: 'x', constructor: 'y' });
  });

  test('deep nesting, huge strings and huge arrays', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { name: deep };
    refused('createList', deep);
    refused('addItem', { listId: null, name: 'x'.repeat(2 * 1024 * 1024) });
    refused('generateRecipe', { prompt: 'x'.repeat(1024 * 1024) });
    refused('addIngredientsToList', {
      listId: null,
      persons: 1,
      ingredients: Array.from({ length: 20_000 }, () => ({ item: 'x', amount: 1, unit: 'g' })),
    });
  });

  test('document ids Firestore reserves or refuses', () => {
    for (const bad of ['__proto__', '__name__', '__id1__', '____', '.', '..', 'a/b', 'x'.repeat(1501)]) {
      refused('deleteItem', { itemId: bad });
      refused('acceptInvite', { inviteId: bad });
      refused('addItem', { listId: bad, name: 'milk' });
      refused('generateRecipe', { mealId: bad });
    }
    // Only the whole `__…__` form is reserved; underscores elsewhere are ordinary.
    for (const ok of ['__proto', 'proto__', '_a_', 'a__b__c', '__'])
      expect(callables.deleteItem.request.safeParse({ itemId: ok }).success, ok).toBe(true);
  });

  test('invalid unicode and control characters; HTML is just text', () => {
    refused('createList', { name: 'a\uD800b' });
    refused('addItem', { listId: null, name: 'tab\tin name' });
    refused('addItem', { listId: null, name: 'nul\u0000' });
    refused('generateRecipe', { prompt: 'lone \uDC00' });
    expect(callables.generateRecipe.request.safeParse({ prompt: 'line 1\nline 2\tcol' }).success).toBe(true);
    expect(callables.addItem.request.safeParse({ listId: null, name: 'Emoji 🥑 ok' }).success).toBe(true);
    expect(callables.createList.request.parse({ name: '<script>alert(1)</script>' }).name).toBe(
      '<script>alert(1)</script>',
    );
  });
});

test('going back to the estimate names its problem with its own catalogue entry', () => {
  const messageOf = (row: unknown) =>
    callables.updateMeal.request.safeParse({ mealId: 'm', items: [row] }).error?.issues[0]?.message;
  for (const row of [
    { name: 'Rice', grams: 1, keepEstimate: true },
    { id: 'r', name: 'Rice', grams: 1, keepEstimate: false },
    { id: 'r', name: 'Rice', grams: 1, keepEstimate: true, foodId: '20037' },
  ])
    expect(messageOf(row), JSON.stringify(row)).toBe('keepEstimateInvalid');
  expect(errorCatalogue.keepEstimateInvalid.code).toBe('history.keepEstimateInvalid');
});
