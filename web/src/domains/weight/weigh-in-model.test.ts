import { describe, expect, it } from 'vitest';
import { checkWeighIn } from './weigh-in-model';

const today = '2025-03-12';

describe('a weigh-in as typed', () => {
  it('is sent in kg: to 0.1 kg as typed in kg, to 0.01 kg from pounds', () => {
    expect(checkWeighIn('64.25', 'kg', today, today)).toEqual({ ok: true, day: today, kg: 64.3 });
    expect(checkWeighIn('64,2', 'kg', today, today)).toEqual({ ok: true, day: today, kg: 64.2 });
    // 150 lb = 68.0388555 kg, stored to 0.01 kg so that it reads back as 150.0 lb.
    expect(checkWeighIn('150', 'lb', '2025-03-01', today)).toEqual({
      ok: true,
      day: '2025-03-01',
      kg: 68.04,
    });
  });

  it('is refused outside 20-400 kg, or without a number', () => {
    for (const [text, unit] of [
      ['19.9', 'kg'],
      ['400.1', 'kg'],
      ['44', 'lb'],
      ['882', 'lb'],
      ['', 'kg'],
      ['sixty', 'kg'],
      ['-70', 'kg'],
    ] as const) {
      expect(checkWeighIn(text, unit, today, today)).toEqual({
        ok: false,
        field: 'weight',
        code: 'health.invalidWeighIn',
      });
    }
    expect(checkWeighIn('44.1', 'lb', today, today)).toMatchObject({ ok: true, kg: 20 });
  });

  it('is refused for a day that has not begun or does not exist', () => {
    expect(checkWeighIn('70', 'kg', '2025-03-13', today)).toEqual({
      ok: false,
      field: 'day',
      code: 'health.weighInInFuture',
    });
    expect(checkWeighIn('70', 'kg', '2025-02-30', today)).toEqual({
      ok: false,
      field: 'day',
      code: 'history.invalidDay',
    });
    expect(checkWeighIn('70', 'kg', '', today)).toMatchObject({ ok: false, field: 'day' });
    expect(checkWeighIn('70', 'kg', '1899-12-31', today)).toEqual({
      ok: false,
      field: 'day',
      code: 'health.weighInTooEarly',
    });
    expect(checkWeighIn('70', 'kg', '1900-01-01', today)).toMatchObject({ ok: true });
  });
});
