// Reading a photographed nutrition label (scanLabel) through the AI pipeline: one vision call in the user's
// language, counted, nothing else stored; no label, an unreadable one and a failing provider each say so;
// a picture that is not a JPEG or PNG never reaches the AI.
import { describe, expect, test } from 'vitest';
import type { AiAnswerShape } from '../../src/ai/answers.js';
import { handleScanLabel } from '../../src/diary/scan-label.js';
import { AiProviderError } from '../../src/platform/ai-port.js';
import { microNames } from '../../src/shared/nutrition/micros.js';
import { useBarcodes } from '../support/barcodes.js';
import { callable, rejection } from '../support/call.js';
import { alice, jpeg, makeDeps } from '../support/fake-deps.js';
import { ids } from '../support/seed.js';

const { fs } = useBarcodes();
const scanLabel = callable('scanLabel', handleScanLabel);

describe('scanLabel', () => {
  const figures = {
    calories: 452,
    protein: 8.9,
    carbs: 61,
    fat: 18,
    fiber: 6.5,
    sugars: 21,
    saturatedFat: 6.1,
  };
  // A fortified müsli prints its iron, thiamin and vitamin D; the model answers null for the rest.
  const printed = { iron: 4.2, thiamin: 0.55, vitaminD: 2.5 };
  const micros = {
    ...(Object.fromEntries(microNames.map((name) => [name, null])) as Record<
      (typeof microNames)[number],
      null
    >),
    ...printed,
  };
  const label: AiAnswerShape<'food_label'> = {
    noLabel: false,
    name: 'Knuspermüsli',
    servingGrams: 45,
    per100g: { ...figures, salt: 0.3, sodium: null, micros },
  };

  test('one vision call in the user’s language, temperature 0, 700 tokens; counted; nothing else stored', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_label', label);
    const r = await scanLabel({ image: jpeg }, alice, deps);
    // 0.3 g salt is 120 mg sodium; what the label does not print stays unknown.
    expect(r).toEqual({
      name: 'Knuspermüsli',
      servingGrams: 45,
      per100g: { ...figures, sodium: 120, micros: printed },
    });
    expect(ai.onlyRequest()).toMatchObject({
      schemaName: 'food_label',
      imageDataUrl: jpeg,
      temperature: 0,
      maxTokens: 700,
      user: 'Lies die Nährwerttabelle auf diesem Foto.',
    });
    expect((await fs.db.collection('usage').doc('alice').get()).get('count')).toBe(1);
    expect(await ids(fs.db, 'meals')).toEqual(['bread']);
    expect(await ids(fs.db, 'products')).toEqual([]);
  });

  test('a demo answer is marked as one', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.reply('food_label', label, true);
    expect((await scanLabel({ image: jpeg }, alice, deps)).demo).toBe(true);
  });

  test('no label in the photo: history.noLabelFound; an unreadable label or a failing provider: history.labelError', async () => {
    const { deps, ai } = makeDeps(fs.db);
    ai.json({ noLabel: true });
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      status: 'not-found',
      message: "We couldn't find a nutrition label in this photo",
      details: { code: 'history.noLabelFound' },
    });
    ai.json({ per100g: { calories: 4520, protein: 8.9, carbs: 61, fat: 18 } });
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      status: 'unavailable',
      details: { code: 'history.labelError', field: 'calories' },
    });
    ai.answer(new AiProviderError('http', 'Bad gateway', 502));
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      status: 'unavailable',
      details: { code: 'history.labelError' },
    });
    ai.answer(new AiProviderError('timeout', 'slow'));
    expect(await rejection(scanLabel({ image: jpeg }, alice, deps))).toMatchObject({
      details: { code: 'common.aiTimeout' },
    });
  });

  test('a picture that is not a JPEG or PNG never reaches the AI', async () => {
    const { deps, ai } = makeDeps(fs.db);
    const e = await rejection(scanLabel({ image: 'data:image/gif;base64,R0lGODlh' }, alice, deps));
    expect(e).toMatchObject({ status: 'invalid-argument', details: { code: 'camera.invalidImageFormat' } });
    expect(ai.requests).toHaveLength(0);
  });
});
