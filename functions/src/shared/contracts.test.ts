// Bad input for every callable is refused by the shared contract (the server turns this into
// INVALID_ARGUMENT before any handler runs).
import { describe, expect, test } from 'vitest';
import { type CallableName, callables } from './contracts.js';

const long = (n: number) => 'x'.repeat(n);
// A JPEG header of 1024 x 768 (shared/image-header.ts reads the bytes), then filler.
const image = `data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/wAARCAMABAADASIAAhEBAxEB${long(600)}`;

const cases: Record<CallableName, { good: unknown[]; bad: unknown[] }> = {
  ensureProfile: { good: [{}, { language: 'da' }], bad: [{ language: 'fr' }, { uid: 'x' }, null, []] },
  updateProfile: {
    good: [
      {},
      { name: 'A', age: 30, gender: null, activityLevel: 'veryActive' },
      { dailyGoal: 'extremeLoss' },
      { targetSource: 'measured' },
      { targetSource: 'custom', customTargets: { calories: 1800, protein: 120, macroUnit: 'g' } },
      { customTargets: { calories: 800, protein: 30, carbs: 40, fat: 30, macroUnit: 'percent' } },
      { customTargets: { calories: 6000 } },
      { customTargets: null },
      { waterTarget: 2500 },
    ],
    bad: [
      { waterTarget: 499 },
      { waterTarget: 6001 },
      { waterTarget: '2000' },
      { targetSource: 'guess' },
      { customTargets: { calories: 799 } },
      { customTargets: { calories: 6001 } },
      { customTargets: { calories: '1800' } },
      { customTargets: { calories: 1800, protein: 501, macroUnit: 'g' } },
      { customTargets: { calories: 1800, fat: -1 } },
      { customTargets: { calories: 1800, protein: 101, macroUnit: 'percent' } },
      { customTargets: { calories: 1800, protein: 40, carbs: 40, fat: 30, macroUnit: 'percent' } },
      { customTargets: { calories: 1800, macroUnit: 'kcal' } },
      { customTargets: { calories: 1800, fibre: 30 } },
      { dailyGoal: 'bulk' },
      { age: '30' },
      { age: Number.NaN },
      { name: long(201) },
      { gender: 'robot' },
      { email: 'a@b.c' },
      { shoppingLists: [] },
    ],
  },
  analyzeFoodImage: {
    good: [{ image }],
    bad: [{}, { image: 5 }, { image, extra: true }, { image, thumbnail: 'http://x' }],
  },
  scanRecipe: {
    good: [{ image }, { text: 'Pancakes' }],
    bad: [{}, { text: long(20_001) }, { text: ' ' }, { image, text: 'x' }],
  },
  generateRecipe: {
    good: [{ prompt: 'pasta' }, { mealId: 'abc' }],
    bad: [{}, { prompt: '' }, { mealId: 'a/b' }, { prompt: 'x', mealId: 'y' }],
  },
  importRecipeFromUrl: {
    good: [{ url: 'https://example.com/recipes/soup' }, { url: ' http://localhost:8025/recipes/x.html ' }],
    bad: [
      {},
      { url: '' },
      { url: 'soup' },
      { url: 'ftp://example.com/soup' },
      { url: 'javascript:alert(1)' },
      { url: `https://example.com/${long(2048)}` },
      { url: 'https://example.com', extra: 1 },
    ],
  },
  clearHistory: { good: [{}], bad: [{ all: true }] },
  createList: {
    good: [{ name: 'L' }],
    bad: [{ name: '' }, { name: '   ' }, { name: long(201) }, { name: ['L'] }],
  },
  renameList: {
    good: [{ listId: 'a', name: 'b' }],
    bad: [{ listId: 'a' }, { listId: '', name: 'b' }, { listId: long(129), name: 'b' }],
  },
  deleteList: { good: [{ listId: 'a' }], bad: [{ listId: null }, { listId: 'a b' }] },
  leaveList: { good: [{ listId: 'a' }], bad: [{}, { listId: 1 }] },
  inviteMember: {
    good: [{ listId: 'a', email: 'X@Y.io' }],
    bad: [
      { listId: 'a', email: 'nope' },
      { listId: 'a', email: 'a@b' },
      { listId: 'a', email: `${long(250)}@x.io` },
      { listId: 'a' },
    ],
  },
  acceptInvite: { good: [{ inviteId: 'i' }], bad: [{ inviteId: '' }, { inviteId: 'i', listId: 'a' }] },
  declineInvite: { good: [{ inviteId: 'i' }], bad: [{}] },
  cancelInvite: {
    good: [{ inviteId: 'i' }],
    bad: [{}, { inviteId: '__x__' }, { inviteId: 'i', listId: 'l' }],
  },
  deleteAccount: { good: [{}], bad: [{ uid: 'someone-else' }, { confirm: true }, []] },
  exportData: { good: [{}], bad: [{ uid: 'someone-else' }, null, []] },
  addItem: {
    good: [
      { listId: null, name: 'Milk' },
      { listId: 'a', name: 'Milk' },
    ],
    bad: [{ name: 'Milk' }, { listId: null, name: '' }],
  },
  updateItem: {
    good: [
      { itemId: 'i', checked: true },
      { itemId: 'i', name: 'x' },
    ],
    bad: [{ itemId: 'i' }, { itemId: 'i', checked: 'yes' }],
  },
  deleteItem: { good: [{ itemId: 'i' }], bad: [{ itemId: 'i/../j' }] },
  clearCheckedItems: { good: [{ listId: null }, { listId: 'a' }], bad: [{}, { listId: 3 }] },
  addIngredientsToList: {
    good: [{ listId: null, persons: 2, ingredients: [{ item: 'Egg', amount: 1, unit: 'pcs' }] }],
    bad: [
      { listId: null, persons: 2, ingredients: [] },
      { listId: null, persons: 101, ingredients: [{ item: 'Egg', amount: 1, unit: 'pcs' }] },
      { listId: null, persons: 1, ingredients: [{ item: '', amount: 1, unit: 'pcs' }] },
      { listId: null, persons: 1, ingredients: [{ item: 'Egg', amount: 1, unit: 'pcs', note: 'x' }] },
    ],
  },
  logMeal: {
    good: [
      { description: '2 eggs', timeZone: 'Europe/Madrid' },
      { description: 'x', timeZone: 'UTC', slot: 'snack' },
    ],
    bad: [
      { description: '2 eggs' },
      { description: '2 eggs', timeZone: 'Mars/Base' },
      { description: ' ', timeZone: 'UTC' },
      { description: long(1001), timeZone: 'UTC' },
      { description: 'x', timeZone: 'UTC', slot: 'brunch' },
    ],
  },
  logFoods: {
    good: [
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: 'sr24:09040', grams: 118 }] },
      {
        timeZone: 'UTC',
        day: '2026-02-28',
        slot: 'breakfast',
        items: [
          { foodId: 'sr24:18069', quantity: 2, unit: 'slice' },
          { barcode: '3017620422003', grams: 15 },
          { barcode: '3017620422003', grams: 30, serving: { quantity: 2, unit: 'serving', grams: 15 } },
          { name: 'Coffee', grams: 200, calories: 2, protein: 0.2, carbs: 0, fat: 0, sodium: 4 },
        ],
      },
    ],
    bad: [
      { timeZone: 'UTC', items: [{ foodId: 'sr24:09040', grams: 118 }] },
      { timeZone: 'UTC', slot: 'snack', items: [] },
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: 'sr24:09040' }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: 'sr24:09040', quantity: 1 }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: 'sr24:09040', grams: 1, unit: 'slice' }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: '../x', grams: 1 }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ barcode: '3017620422004', grams: 1 }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ barcode: '3017620422003', quantity: 1, unit: 'x' }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ name: 'Cake', grams: 100, calories: 300 }] },
      {
        timeZone: 'UTC',
        slot: 'snack',
        items: [{ name: 'Cake', calories: 3, protein: 0, carbs: 0, fat: 0 }],
      },
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: 'sr24:09040', grams: 5001 }] },
      { timeZone: 'UTC', slot: 'snack', items: [{ foodId: 'sr24:09040', grams: 1, extra: 1 }] },
      {
        timeZone: 'UTC',
        slot: 'snack',
        items: [{ barcode: '3017620422003', grams: 1, serving: { quantity: 100, unit: 'x', grams: 100 } }],
      },
      {
        timeZone: 'UTC',
        slot: 'snack',
        items: Array.from({ length: 41 }, () => ({ foodId: '01', grams: 1 })),
      },
    ],
  },
  logWater: {
    good: [
      { day: '2026-02-28', timeZone: 'UTC', glasses: 0 },
      { day: '2026-02-28', timeZone: 'UTC', glasses: 40 },
    ],
    bad: [
      { day: '2026-02-28', timeZone: 'UTC', glasses: 41 },
      { day: '2026-02-28', timeZone: 'UTC', glasses: -1 },
      { day: '2026-02-28', timeZone: 'UTC', glasses: 1.5 },
      { day: '2026-02-30', timeZone: 'UTC', glasses: 1 },
      { timeZone: 'UTC', glasses: 1 },
      { day: '2026-02-28', glasses: 1 },
    ],
  },
  moveSlot: {
    good: [
      { fromDay: '2026-02-27', slot: 'lunch', toDay: '2026-02-28', timeZone: 'UTC' },
      { fromDay: '2026-02-27', slot: 'lunch', toDay: '2026-02-27', toSlot: 'dinner', timeZone: 'UTC' },
    ],
    bad: [
      { fromDay: '2026-02-27', slot: 'lunch', toDay: '2026-02-27', timeZone: 'UTC' },
      { fromDay: '2026-02-27', slot: 'lunch', toDay: '2026-02-27', toSlot: 'lunch', timeZone: 'UTC' },
      { fromDay: '2026-02-27', toDay: '2026-02-28', timeZone: 'UTC' },
      { fromDay: '2026-02-27', slot: 'lunch', toDay: '2026-02-28' },
    ],
  },
  deleteSlot: {
    good: [{ day: '2026-02-27', slot: 'snack', timeZone: 'UTC' }],
    bad: [
      { day: '2026-02-27', timeZone: 'UTC' },
      { day: '2026-02-27', slot: 'brunch', timeZone: 'UTC' },
    ],
  },
  updateMeal: {
    good: [
      { mealId: 'm', time: '07:45' },
      {
        mealId: 'm',
        items: [{ id: 'r', name: 'Bread', grams: 56, serving: { quantity: 2, unit: 'slice', grams: 28 } }],
      },
      { mealId: 'm', slot: 'lunch' },
      { mealId: 'm', day: '2026-02-28' },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 100 }] },
      { mealId: 'm', items: [{ name: 'Rice', grams: 0, calories: 0, protein: 0, carbs: 0, fat: 0 }] },
      { mealId: 'm', items: [{ name: 'Olive oil', grams: 10, foodId: '04053' }] },
      { mealId: 'm', items: [{ name: 'Olive oil', grams: 10, foodId: 'sr24:04053' }] },
      { mealId: 'm', items: [{ name: 'Greek yoghurt', grams: 150, foodId: 'sr28:01256' }] },
      { mealId: 'm', items: [{ name: 'Skyr', grams: 150, foodId: 'frida:1693' }] },
      { mealId: 'm', items: [{ name: 'Nutella', grams: 15, barcode: '3017620422003' }] },
      { mealId: 'm', items: [{ name: 'Cola', grams: 330, barcode: ' 5449000000996 ' }] },
      { mealId: 'm', items: [{ name: 'Snack', grams: 40, barcode: '040000402299' }] },
      {
        mealId: 'm',
        items: [
          {
            name: 'Müsli',
            grams: 50,
            source: 'label',
            calories: 190,
            protein: 5,
            carbs: 30,
            fat: 4,
            fiber: 4,
            sugars: 8,
            sodium: 20,
            saturatedFat: 0.6,
          },
        ],
      },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 150, foodId: '20037' }] },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 150, keepEstimate: true }] },
    ],
    bad: [
      { mealId: 'm' },
      { mealId: 'm', time: '24:00' },
      { mealId: 'm', time: '7:45' },
      {
        mealId: 'm',
        items: [{ name: 'Bread', grams: 56, serving: { quantity: 0, unit: 'slice', grams: 28 } }],
      },
      { mealId: 'm', items: [{ name: 'Bread', grams: 56, serving: { quantity: 2, unit: '', grams: 28 } }] },
      { mealId: 'm', items: [{ name: 'Bread', grams: 56, serving: { quantity: 2, unit: 'slice' } }] },
      { mealId: 'm', items: [{ name: 'Olive oil', grams: 10, foodId: '4053' }] },
      { mealId: 'm', items: [{ name: 'Olive oil', grams: 10, foodId: '../x' }] },
      ...[
        'sr24:4053',
        'sr28:012560',
        'frida:0',
        'frida:01693',
        'frida:123456',
        'usda:04053',
        'SR24:04053',
      ].map((foodId) => ({ mealId: 'm', items: [{ name: 'x', grams: 10, foodId }] })),
      { mealId: 'm', items: [{ name: 'Nutella', grams: 15, barcode: '3017620422004' }] },
      { mealId: 'm', items: [{ name: 'Nutella', grams: 15, barcode: '301762042200' }] },
      { mealId: 'm', items: [{ name: 'Nutella', grams: 15, barcode: 3017620422003 }] },
      { mealId: 'm', items: [{ name: 'x', grams: 15, barcode: '3017620422003', foodId: '04053' }] },
      { mealId: 'm', items: [{ name: 'x', grams: 15, source: 'label' }] },
      {
        mealId: 'm',
        items: [{ name: 'x', grams: 15, source: 'ai', calories: 1, protein: 0, carbs: 0, fat: 0 }],
      },
      { mealId: 'm', items: [{ name: 'x', grams: 15, fiber: 3 }] },
      {
        mealId: 'm',
        items: [{ name: 'x', grams: 15, calories: 1, protein: 0, carbs: 0, fat: 0, sodium: -1 }],
      },
      { mealId: 'm', day: '2026-02-30' },
      { mealId: 'm', items: [] },
      { mealId: 'm', items: [{ name: 'Rice', grams: -1 }] },
      { mealId: 'm', items: [{ name: 'Rice', grams: 5001 }] },
      { mealId: 'm', items: [{ name: 'Rice', grams: 1, calories: 5 }] },
      { mealId: 'm', items: Array.from({ length: 41 }, () => ({ name: 'x', grams: 1 })) },
      { mealId: 'm', items: [{ name: 'Rice', grams: 150, keepEstimate: true }] },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 150, keepEstimate: false }] },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 150, keepEstimate: 'yes' }] },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 150, keepEstimate: true, foodId: '20037' }] },
      {
        mealId: 'm',
        items: [{ id: 'r', name: 'Rice', grams: 150, keepEstimate: true, barcode: '3017620422003' }],
      },
      {
        mealId: 'm',
        items: [
          {
            id: 'r',
            name: 'Rice',
            grams: 150,
            keepEstimate: true,
            calories: 1,
            protein: 1,
            carbs: 1,
            fat: 1,
          },
        ],
      },
      { mealId: 'm', items: [{ id: 'r', name: 'Rice', grams: 5001, keepEstimate: true }] },
    ],
  },
  correctMeal: {
    good: [{ mealId: 'm', text: 'more rice' }],
    bad: [{ mealId: 'm', text: '' }, { mealId: 'm' }, { mealId: 'm', text: '🍕🍕🍕' }],
  },
  undoMealCorrection: { good: [{ mealId: 'm' }], bad: [{}, { mealId: 'm', all: true }] },
  deleteMeal: { good: [{ mealId: 'm' }], bad: [{}, { mealId: 'a/b' }] },
  logRecipe: {
    good: [{ mealId: 'm', portions: 1.5, timeZone: 'UTC' }],
    bad: [
      { mealId: 'm', portions: 0, timeZone: 'UTC' },
      { mealId: 'm', portions: 1 },
    ],
  },
  searchFoods: {
    good: [
      { query: 'rugbrød' },
      { query: ' Haferflocken ', language: 'de', limit: 50 },
      { query: 'a', limit: 1 },
    ],
    bad: [
      { query: '' },
      { query: '   ' },
      { query: long(101) },
      { query: 'rice\u0000' },
      { query: 'rice\nbeans' },
      { query: 42 },
      { query: 'rice', limit: 0 },
      { query: 'rice', limit: 51 },
      { query: 'rice', limit: 2.5 },
      { query: 'rice', language: 'fr' },
      { query: 'rice', extra: true },
      {},
    ],
  },
  logAgain: {
    good: [
      { mealId: 'm', timeZone: 'Europe/Berlin' },
      { mealId: 'm', timeZone: 'UTC', slot: 'dinner', day: '2026-02-28', portions: 0.5 },
      { mealId: 'm', timeZone: 'UTC', portions: 20 },
    ],
    bad: [
      { mealId: 'm' },
      { mealId: 'm', timeZone: 'Mars/Base' },
      { mealId: 'm', timeZone: 'UTC', portions: 0 },
      { mealId: 'm', timeZone: 'UTC', portions: 20.5 },
      { mealId: 'm', timeZone: 'UTC', portions: '2' },
      { mealId: 'm', timeZone: 'UTC', day: '2026-02-30' },
      { mealId: 'm', timeZone: 'UTC', day: 'yesterday' },
      { mealId: 'm', timeZone: 'UTC', slot: 'brunch' },
      { mealId: 'a/b', timeZone: 'UTC' },
      { mealId: 'm', timeZone: 'UTC', userId: 'someone-else' },
    ],
  },
  saveFavorite: {
    good: [{ mealId: 'm' }, { mealId: 'm', name: 'Porridge' }],
    bad: [{}, { mealId: 'm', name: ' ' }, { mealId: 'm', name: long(201) }, { mealId: 'm', items: [] }],
  },
  logFavorite: {
    good: [
      { favoriteId: 'f', timeZone: 'UTC' },
      { favoriteId: 'f', timeZone: 'UTC', portions: 2, slot: 'snack' },
    ],
    bad: [
      { favoriteId: 'f' },
      { favoriteId: '__f__', timeZone: 'UTC' },
      { favoriteId: 'f', timeZone: 'UTC', portions: -1 },
    ],
  },
  deleteFavorite: {
    good: [{ favoriteId: 'f' }],
    bad: [{}, { favoriteId: 'f/g' }, { favoriteId: 'f', all: true }],
  },
  renameFavorite: {
    good: [{ favoriteId: 'f', name: 'Breakfast bowl' }],
    bad: [{ favoriteId: 'f' }, { favoriteId: 'f', name: '' }, { favoriteId: 'f', name: 'tab\tname' }],
  },
  copyDay: {
    good: [
      { fromDay: '2026-02-27', toDay: '2026-03-01', timeZone: 'Europe/Madrid' },
      { fromDay: '2026-02-27', toDay: '2026-02-28', timeZone: 'UTC', slot: 'breakfast' },
      { fromDay: '2026-02-27', toDay: '2026-02-27', timeZone: 'UTC', slot: 'breakfast', toSlot: 'lunch' },
    ],
    bad: [
      { fromDay: '2026-02-27', toDay: '2026-02-27', timeZone: 'UTC' },
      { fromDay: '2026-02-27', toDay: '2026-02-27', timeZone: 'UTC', slot: 'lunch', toSlot: 'lunch' },
      { fromDay: '2026-02-27', toDay: '2026-02-28', timeZone: 'UTC', toSlot: 'lunch' },
      { fromDay: '2026-02-30', toDay: '2026-03-01', timeZone: 'UTC' },
      { fromDay: '2026-02-27', toDay: '2026-03-01' },
      { fromDay: '2026-02-27', toDay: '2026-03-01', timeZone: 'UTC', slot: 'elevenses' },
      { fromDay: '2026-02-27', toDay: '2026-03-01', timeZone: 'UTC', mealIds: ['a'] },
    ],
  },
  lookupBarcode: {
    good: [
      { code: '3017620422003' },
      { code: '96385074' },
      { code: '034000470693' },
      { code: ' 5449000000996\n' },
    ],
    bad: [
      {},
      { code: '' },
      { code: '3017620422004' },
      { code: '30176204220' },
      { code: '30176204220031' },
      { code: '301762042200a' },
      { code: '3017-6204-2200-3' },
      { code: 3017620422003 },
      { code: '../../etc/passwd' },
      { code: '3017620422003', fields: 'all' },
    ],
  },
  scanLabel: {
    good: [{ image }],
    bad: [{}, { image: 'data:image/gif;base64,R0lGOD' }, { image, thumbnail: image }],
  },
  shareRecipe: { good: [{ mealId: 'm', listId: 'l' }], bad: [{ mealId: 'm' }] },
  unshareRecipe: { good: [{ mealId: 'm', listId: 'l' }], bad: [{ listId: 'l' }] },
  planRecipe: {
    good: [
      { mealId: 'm', day: '2026-03-02', slot: 'dinner', persons: 2 },
      { mealId: 'm', day: '2000-01-01', slot: 'snack', persons: 100, listId: 'l' },
    ],
    bad: [
      { mealId: 'm', day: '1999-12-31', slot: 'dinner', persons: 2 },
      { mealId: 'm', day: '2026-02-29', slot: 'dinner', persons: 2 },
      { mealId: 'm', day: '2026-03-02', slot: 'brunch', persons: 2 },
      { mealId: 'm', day: '2026-03-02', slot: 'dinner', persons: 0 },
      { mealId: 'm', day: '2026-03-02', slot: 'dinner', persons: 2.5 },
      { mealId: 'm', day: '2026-03-02', slot: 'dinner', persons: 101 },
      { mealId: 'm', day: '2026-03-02', slot: 'dinner', persons: 2, listId: null },
      { day: '2026-03-02', slot: 'dinner', persons: 2 },
    ],
  },
  updatePlan: {
    good: [
      { planId: 'p', day: '2026-03-03' },
      { planId: 'p', slot: 'lunch', persons: 3 },
    ],
    bad: [{ planId: 'p' }, { planId: 'p', day: '03/03/2026' }, { planId: 'p', listId: 'l', persons: 2 }],
  },
  unplanRecipe: { good: [{ planId: 'p' }], bad: [{}, { planId: '__name__' }] },
  logPlanned: {
    good: [
      { planId: 'p', timeZone: 'Europe/Copenhagen' },
      { planId: 'p', timeZone: 'UTC', portions: 0.5 },
    ],
    bad: [
      { planId: 'p' },
      { planId: 'p', timeZone: 'Mars/Olympus' },
      { planId: 'p', timeZone: 'UTC', portions: 21 },
    ],
  },
  addPlanToList: {
    good: [
      { from: '2026-03-02', to: '2026-03-08', listId: 'l' },
      { from: '2026-03-01', to: '2026-03-31', listId: 'l' },
    ],
    bad: [
      { from: '2026-03-08', to: '2026-03-02', listId: 'l' },
      { from: '2026-03-01', to: '2026-04-01', listId: 'l' },
      { from: '2026-03-02', to: '2026-03-08', listId: null },
      { from: '2026-03-02', to: '2026-03-08' },
    ],
  },
  logWeight: {
    good: [
      { day: '2026-02-28', kg: 72.4 },
      { day: '2024-02-29', kg: 20 },
      { day: '2026-03-01', kg: 400 },
    ],
    bad: [
      { day: '2026-02-28', kg: 0 },
      { day: '2026-02-28', kg: 19.99 },
      { day: '2026-02-28', kg: 1000 },
      { day: '2026-02-28', kg: '72' },
      { day: '2026-02-28', kg: Number.NaN },
      { day: '2026-02-28', kg: Number.POSITIVE_INFINITY },
      { day: '2025-02-29', kg: 72 },
      { day: '2026-2-28', kg: 72 },
      { day: '28.02.2026', kg: 72 },
      { kg: 72 },
      { day: '2026-02-28' },
      { day: '2026-02-28', kg: 72, userId: 'someone-else' },
    ],
  },
  deleteWeight: {
    good: [{ day: '2026-02-28' }],
    bad: [{}, { day: '2025-02-30' }, { day: 'today' }, { day: '2026-02-28', uid: 'x' }],
  },
  energyBalance: {
    good: [{ timeZone: 'Europe/Copenhagen' }, { timeZone: 'UTC' }],
    bad: [{}, { timeZone: 'Mars/Base' }, { timeZone: 'UTC', days: 90 }],
  },
};

describe.each(Object.entries(cases))('%s', (name, { good, bad }) => {
  const schema = callables[name as CallableName].request;
  test('accepts valid input', () => {
    for (const input of good) expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(true);
  });
  test('refuses bad input', () => {
    for (const input of bad) expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});
