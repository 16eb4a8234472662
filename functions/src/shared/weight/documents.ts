// Weigh-ins: one per user and local calendar day. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { daySchema } from '../diary/documents.js';
import { timeSchema, tolerant } from '../document-reading.js';

/** The weights a weigh-in may have, in kg (inclusive): below or above, no adult body, or a typo. */
export const weighInKg = { min: 20, max: 400 } as const;

// ---------- weights/{uid}_{day} ----------

export const weightSchema = z.strictObject({
  userId: z.string(),
  /** The user's local calendar date of the weigh-in. */
  day: daySchema,
  /** To 0.01 kg: a weight typed in pounds keeps its exact value to 0.1 lb (weight-units.ts). */
  kg: z.number().finite().min(weighInKg.min).max(weighInKg.max),
  updatedAt: timeSchema,
});
export type WeightDocument = z.output<typeof weightSchema>;
/** A weigh-in without a usable day or weight is skipped (null). */
export const readWeight = tolerant(weightSchema, { updatedAt: null });
export const weightId = (uid: string, day: string) => `${uid}_${day}`;
