import { describe, expect, test } from 'vitest';
import { AiProviderError } from '../../src/platform/ai-port.js';
import { logEvents } from '../../src/platform/log.js';
import { rejection } from '../support/call.js';
import { analyzeFoodImage } from '../support/diary-callables.js';
import { alice, jpeg, makeDeps } from '../support/fake-deps.js';
import { foodAnswer } from '../support/food-answers.js';
import { imageDataUrl, jpegBytes, pngBytes, thumbnailDataUrl, webpBytes } from '../support/images.js';
import { useLocalFirestore } from '../support/local-firestore.js';
import { ids, seedUser } from '../support/seed.js';

const fs = useLocalFirestore(async (db) => {
  await seedUser(db, 'alice', { language: 'de' });
  await seedUser(db, 'bob');
});

const thumbnail = thumbnailDataUrl();
const food = foodAnswer(
  [
    { name: 'Nudelauflauf', grams: 200, calories: 280, protein: 9.3, carbs: 46.7, fat: 6 },
    { name: 'Tomatenragout', grams: 100, calories: 140, protein: 4.7, carbs: 23.3, fat: 3 },
  ],
  'Pasta mit Tomatensauce',
);

describe('analyzeFoodImage', () => {
  test('asks once, with the image, German prompt and food parameters; stores the meal with the thumbnail only', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_nutrition', food);
    const result = await analyzeFoodImage({ image: jpeg, thumbnail }, alice, deps);
    expect(result.nutrition).toMatchObject({
      calories: 420,
      protein: 14,
      carbs: 70,
      fat: 9,
      consistent: true,
    });
    expect(result.demo).toBeUndefined();
    expect(ai.onlyRequest()).toMatchObject({
      schemaName: 'food_nutrition',
      imageDataUrl: jpeg,
      maxTokens: 1200,
      temperature: 0.3,
    });
    expect(ai.requests[0]?.system).toContain('German');
    expect(ai.requests[0]?.system).toContain('EL (tbsp)');
    const meal = (await fs.db.collection('meals').doc(result.mealId).get()).data();
    expect(meal).toMatchObject({
      user_id: 'alice',
      type: 'nutrition',
      description: 'Pasta mit Tomatensauce',
      meal: 'Pasta mit Tomatensauce',
      ingredients: ['Nudelauflauf', 'Tomatenragout'],
      calories: 420,
      thumbnail,
    });
    expect(meal?.timestamp).toBeDefined();
    expect(JSON.stringify(meal)).not.toContain(jpeg);
  });

  test("an answer in the plain shape (totals and an ingredient list) keeps the model's ingredients", async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.answer({
      content: JSON.stringify({
        calories: 500,
        protein: 16,
        carbs: 80,
        fat: 12,
        description: 'Pasta mit Tomate',
        ingredients: ['Nudelauflauf', 'Tomate'],
      }),
      demo: false,
    });
    const result = await analyzeFoodImage({ image: jpeg, timeZone: 'Europe/Berlin' }, alice, deps);
    expect(result.nutrition).toMatchObject({ calories: 500, ingredients: ['Nudelauflauf', 'Tomate'] });
    expect(result.nutrition.items.map((i) => i.name)).toEqual(['Nudelauflauf', 'Tomate']);
    const meal = (await fs.db.collection('meals').doc(result.mealId).get()).data();
    expect(meal).toMatchObject({ ingredients: ['Nudelauflauf', 'Tomate'], calories: 500 });
  });

  test('reports demo answers', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_nutrition', food, true);
    expect((await analyzeFoodImage({ image: jpeg }, alice, deps)).demo).toBe(true);
  });

  test('flags a calorie total that fails the calorie consistency check instead of storing it silently', async () => {
    const { deps, ai, log } = makeDeps(fs.db);
    // The rows' own calories disagree with their macros; the totals are the rows' sums.
    const [pasta, sauce] = food.items as [(typeof food.items)[number], (typeof food.items)[number]];
    ai.reply('food_nutrition', {
      ...food,
      items: [
        { ...pasta, calories: 1000 },
        { ...sauce, calories: 500 },
      ],
      calories: 1500,
    });
    const result = await analyzeFoodImage({ image: jpeg }, alice, deps);
    expect(result.nutrition).toMatchObject({ calories: 1500, macroCalories: 417, consistent: false });
    expect((await fs.db.collection('meals').doc(result.mealId).get()).get('consistent')).toBe(false);
    expect(log.entries).toContainEqual({
      level: 'warn',
      event: logEvents.calorieConsistencyMismatch,
      fields: {
        uid: 'alice',
        mode: 'food',
        calories: 1500,
        protein: 14,
        carbs: 70,
        fat: 9,
        macroCalories: 417,
        consistent: false,
      },
    });
  });

  test.each([
    ['no food', { content: '{"noFood": true}', demo: false }],
    ['no content', { content: null, demo: false }],
    ['prose only', { content: 'Sorry, I cannot help with that.', demo: false }],
  ])('%s -> camera.noFoodDetected, nothing stored', async (_label, answer) => {
    const { deps, ai } = makeDeps(fs.db);
    ai.answer(answer);
    const e = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(e).toMatchObject({
      message: "We couldn't detect any food in this image",
      details: { code: 'camera.noFoodDetected' },
    });
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });

  test('a provider HTTP failure and a hanging provider give clear errors', async () => {
    const { deps, ai, log } = makeDeps(fs.db);
    ai.answer(new AiProviderError('http', 'HTTP 500', 500), new AiProviderError('timeout', 'late'));
    const http = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(http).toMatchObject({
      message: 'Failed to analyze image. Please try again.',
      details: { code: 'camera.analyzeError' },
    });
    const late = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(late).toMatchObject({ status: 'deadline-exceeded', details: { code: 'common.aiTimeout' } });
    expect(log.entries.filter((e) => e.event === logEvents.aiCallFailed).map((e) => e.fields.mode)).toEqual([
      'food',
      'food',
    ]);
  });

  test('negative numbers are refused', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ ...food, fat: -3 });
    const e = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(e).toMatchObject({ details: { code: 'camera.analyzeError', field: 'fat' } });
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });

  test('absurd figures (1e308 g, 50,000 kcal) -> camera.analyzeError naming the field, nothing stored', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ ...food, protein: 1e308, carbs: 1e308, fat: 1e308 });
    ai.json({ ...food, calories: 50_000 });
    const huge = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(huge).toMatchObject({
      status: 'unavailable',
      details: { code: 'camera.analyzeError', field: 'protein' },
    });
    const feast = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(feast).toMatchObject({
      message: 'Implausible nutrition data: calories must be at most 10000 kcal',
      details: { code: 'camera.analyzeError', field: 'calories' },
    });
    expect(await ids(fs.db, 'meals')).toEqual([]);
  });

  test.each([
    [{ image: '' }, 'No image data provided'],
    [{}, 'No image data provided'],
    [
      { image: `data:image/gif;base64,${'A'.repeat(600)}` },
      'Invalid image format. Please provide a JPEG or PNG image.',
    ],
    [{ image: 'data:image/png;base64,AAAA' }, 'Image data is too small or corrupted.'],
    [
      { image: `data:image/png;base64,${'A'.repeat(4 * 1024 * 1024)}` },
      'Image is too large. Please use a smaller photo.',
    ],
    [
      { image: jpeg, thumbnail: `data:image/jpeg;base64,${'A'.repeat(50_000)}` },
      'Invalid input: thumbnail: Thumbnail is too large',
    ],
    // The bytes decide, not the label: a PNG labelled JPEG, a GIF, an HTML page, no image header at all.
    [
      { image: imageDataUrl('jpeg', pngBytes(800, 600)) },
      'Invalid image format. Please provide a JPEG or PNG image.',
    ],
    [
      { image: `data:image/jpeg;base64,${Buffer.from(`GIF89a${'x'.repeat(900)}`).toString('base64')}` },
      'Invalid image format. Please provide a JPEG or PNG image.',
    ],
    [
      { image: `data:image/png;base64,${Buffer.from(`<html>${'x'.repeat(900)}`).toString('base64')}` },
      'Invalid image format. Please provide a JPEG or PNG image.',
    ],
    [
      { image: `data:image/jpeg;base64,${'A'.repeat(800)}` },
      'Invalid image format. Please provide a JPEG or PNG image.',
    ],
    // A JPEG whose frame header never comes (cut off), or that is not base64 at all.
    [
      { image: imageDataUrl('jpeg', [0xff, 0xd8, 0xff, 0xe0, 0x7f, 0xf0], { fillerBytes: 600 }) },
      'Image data is too small or corrupted.',
    ],
    [{ image: `data:image/jpeg;base64,/9j/${'*'.repeat(800)}` }, 'Image data is too small or corrupted.'],
    // Sizes no camera makes (a decompression bomb declares 60000 x 60000 in a few bytes).
    [
      { image: imageDataUrl('jpeg', jpegBytes(60_000, 60_000)) },
      'Image is too large. Please use a smaller photo.',
    ],
    [{ image: imageDataUrl('png', pngBytes(9000, 100)) }, 'Image is too large. Please use a smaller photo.'],
    [{ image: imageDataUrl('png', pngBytes(0, 100)) }, 'Image data is too small or corrupted.'],
    [
      { image: jpeg, thumbnail: imageDataUrl('png', pngBytes(30_000, 30_000), { fillerBytes: 30 }) },
      'Invalid input: thumbnail: Invalid thumbnail image',
    ],
    [
      { image: jpeg, thumbnail: imageDataUrl('png', jpegBytes(100, 100), { fillerBytes: 30 }) },
      'Invalid input: thumbnail: Invalid thumbnail image',
    ],
  ])('bad image input %# is refused before any AI call', async (input, message) => {
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(analyzeFoodImage(input, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', message });
    expect(ai.requests).toHaveLength(0);
    expect(await ids(fs.db, 'usage')).toEqual([]);
  });

  test('real headers pass: JPEG and PNG photos, JPEG, PNG and WebP thumbnails', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const inputs = [
      { image: imageDataUrl('jpeg', jpegBytes(4032, 3024)) },
      {
        image: imageDataUrl('png', pngBytes(1024, 1024)),
        thumbnail: imageDataUrl('webp', webpBytes(160, 160), { fillerBytes: 30 }),
      },
      { image: jpeg, thumbnail: imageDataUrl('png', pngBytes(120, 160), { fillerBytes: 30 }) },
    ];
    for (const _ of inputs) ai.reply('food_nutrition', food);
    for (const input of inputs) await analyzeFoodImage(input, alice, deps);
    expect(ai.requests).toHaveLength(3);
  });

  test('the daily quota refuses call 51 with the reset time, and resets the next day', async () => {
    const { deps, ai } = makeDeps(fs.db);
    await fs.db.collection('usage').doc('alice').set({ day: '2026-03-01', count: 50 });
    const e = await rejection(analyzeFoodImage({ image: jpeg }, alice, deps));
    expect(e).toMatchObject({
      status: 'resource-exhausted',
      details: { code: 'common.quotaExceeded', limit: 50, resetAt: '2026-03-02T00:00:00.000Z' },
    });
    expect(ai.requests).toHaveLength(0);
    ai.reply('food_nutrition', food);
    const tomorrow = { ...deps, clock: { now: () => new Date('2026-03-02T08:00:00Z') } };
    await analyzeFoodImage({ image: jpeg }, alice, tomorrow);
    expect((await fs.db.collection('usage').doc('alice').get()).data()).toMatchObject({
      day: '2026-03-02',
      count: 1,
    });
  });
});
