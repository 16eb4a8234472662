// The daily caps counted in usage/{uid} run over UTC calendar days: a count starts again at UTC midnight.

/** The UTC day (YYYY-MM-DD) a count made at `now` belongs to. */
export const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/** When the count of `day` starts again: the next UTC midnight, as an ISO string. */
export function usageResetAt(day: string): string {
  const resetAt = new Date(`${day}T00:00:00.000Z`);
  resetAt.setUTCDate(resetAt.getUTCDate() + 1);
  return resetAt.toISOString();
}
