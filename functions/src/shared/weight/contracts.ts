// Weight over time: logging and deleting weigh-ins, and the energy balance read from them and the diary.
// zod only. Requests are strict and bounded; a message set here names its error catalogue entry
// (`catalogued`). The map of every callable is ../contracts.ts.
import { z } from 'zod';
import { emptyResponse, numberBetween } from '../contract-fields.js';
import { timeZoneSchema } from '../diary/contracts.js';
import { catalogued } from '../error-codes.js';
import { limits } from '../limits.js';
import { weighInKg } from './documents.js';
import { dayNumber } from './weight-trend.js';

/** A real calendar date, YYYY-MM-DD ('2025-02-30' is refused), from 1900 on. Whether it has begun is the
 * handler's check: it needs the clock. */
export const weighInDaySchema = z
  .string({ error: catalogued('invalidDay') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, catalogued('invalidDay'))
  .refine((day) => dayNumber(day) !== null, catalogued('invalidDay'))
  .refine((day) => day >= limits.firstWeighInDay, catalogued('weighInTooEarly'));

/** kg, whatever unit the user typed (the web converts pounds first, with weight-units.ts `kgToStore`). */
export const weighInKgSchema = numberBetween(weighInKg.min, weighInKg.max, 'invalidWeighIn');

const logWeight = {
  request: z.strictObject({ day: weighInDaySchema, kg: weighInKgSchema }),
  /** The weigh-in as stored: kg rounded to 0.01. */
  response: z.object({ day: z.string(), kg: z.number() }),
};

const deleteWeight = { request: z.strictObject({ day: weighInDaySchema }), response: emptyResponse };

export const expenditureConfidenceSchema = z.enum(['none', 'low', 'medium', 'high']);
/** One weigh-in of the chart with the smoothed weight on its day. */
export const weightPointSchema = z.object({ day: z.string(), kg: z.number(), trendKg: z.number() });
export type WeightPoint = z.output<typeof weightPointSchema>;
/** energy-balance.ts `ExpenditureEstimate` over the 28 days ending today in `timeZone`, plus the chart. */
export const energyBalanceResponse = z.object({
  /** kcal a day, to 10; null until 14 logged days and 10 weigh-ins. */
  tdee: z.number().nullable(),
  /** kcal a day over the complete logged days; null without any. */
  intakeAverage: z.number().nullable(),
  loggedDays: z.number().int().min(0),
  weighIns: z.number().int().min(0),
  /** The trend weight of the four weeks at their latest weigh-in, kg. */
  trendKg: z.number().nullable(),
  /** kg per 7 days over the four weeks (negative is a loss); null until the weigh-ins span a week. */
  weeklyChangeKg: z.number().nullable(),
  confidence: expenditureConfidenceSchema,
  /** The weigh-ins of the last 90 days, oldest first, with the 35-day trend (weight-trend.ts). */
  points: z.array(weightPointSchema),
});
export type EnergyBalance = z.output<typeof energyBalanceResponse>;

const energyBalance = {
  request: z.strictObject({ timeZone: timeZoneSchema }),
  response: energyBalanceResponse,
};

export const weightCallables = { logWeight, deleteWeight, energyBalance } as const;
