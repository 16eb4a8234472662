import { describe, expect, it } from 'vitest';
import { barcodeItem, labelItem } from './food-items';

const per100g = { calories: '63', protein: '11', carbs: '4', fat: '0.2' };

describe('labelItem', () => {
  it("works a label's figures per 100 g out for the grams eaten, marked as the label's, with its vitamins and minerals", () => {
    const checked = labelItem(' Skyr ', '150', per100g, { sodium: 40, micros: { calcium: 120 } });
    expect(checked).toEqual({
      ok: true,
      item: {
        name: 'Skyr',
        grams: 150,
        calories: 95,
        protein: 16.5,
        carbs: 6,
        fat: 0.3,
        sodium: 60,
        source: 'label',
        micros: { calcium: 180 },
      },
    });
  });

  it('says what is wrong before anything is sent', () => {
    expect(labelItem(' ', '150', per100g, {})).toEqual({ ok: false, problem: 'diary.rows.nameRequired' });
    expect(labelItem('Skyr', '0', per100g, {})).toEqual({ ok: false, problem: 'diary.rows.gramsInvalid' });
    expect(labelItem('Skyr', '150', { ...per100g, fat: 'a lot' }, {})).toEqual({
      ok: false,
      problem: 'diary.rows.figuresInvalid',
    });
    expect(barcodeItem('3017620422003', 'x')).toEqual({ ok: false, problem: 'diary.rows.gramsInvalid' });
  });
});
