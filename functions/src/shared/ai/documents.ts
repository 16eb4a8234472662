// The global daily AI budget, split over shard documents. Conventions in ../documents.ts. zod only.
import { z } from 'zod';
import { timeSchema, tolerant } from '../document-reading.js';

// ---------- aiBudget/{shard} ----------

export const aiBudgetShardSchema = z.strictObject({
  /** UTC day (YYYY-MM-DD) of `count`; another day reads as nothing spent. */
  day: z.string(),
  count: z.number().int().min(0),
  /** This shard's share of the global daily budget when counted. */
  limit: z.number().int().min(0),
  updatedAt: timeSchema,
});
export type AiBudgetShardDocument = z.output<typeof aiBudgetShardSchema>;
export const readAiBudgetShard = tolerant(aiBudgetShardSchema, {
  day: '',
  count: 0,
  limit: 0,
  updatedAt: null,
});
