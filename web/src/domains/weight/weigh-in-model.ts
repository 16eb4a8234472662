// A weigh-in as typed: the weight in the user's unit (kg, or lb for an imperial profile) and the day. The
// same checks as logWeight's (docs/product-rules.md#weigh-ins), so a typo is named at once in the user's
// words instead of after a round trip; the server checks again.
import { limits } from '@shared/limits';
import { weighInKg } from '@shared/weight/documents';
import { kgToStore, type WeightUnit } from '@shared/weight/weight-units';
import { isDay } from '../diary/diary-day';
import { parseAmount } from '../diary/meal-rows';

export type WeighInCheck =
  | { ok: true; day: string; kg: number }
  | { ok: false; field: 'weight' | 'day'; code: string };

/**
 * The request for a weigh-in typed as `text` in `unit` on `day`: kg as stored (0.1 kg for kilograms, 0.01 kg
 * for pounds, so a weight typed in pounds reads back as typed), or which field is wrong and the key of why.
 * `today` is the user's calendar day: a later day has not begun.
 */
export function checkWeighIn(text: string, unit: WeightUnit, day: string, today: string): WeighInCheck {
  if (!isDay(day)) return { ok: false, field: 'day', code: 'history.invalidDay' };
  if (day > today) return { ok: false, field: 'day', code: 'health.weighInInFuture' };
  if (day < limits.firstWeighInDay) return { ok: false, field: 'day', code: 'health.weighInTooEarly' };
  const value = parseAmount(text);
  const kg = value === null ? null : kgToStore(value, unit);
  if (kg === null || kg < weighInKg.min || kg > weighInKg.max) {
    return { ok: false, field: 'weight', code: 'health.invalidWeighIn' };
  }
  return { ok: true, day, kg };
}
