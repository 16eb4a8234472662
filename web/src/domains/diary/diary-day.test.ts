import { describe, expect, it } from 'vitest';
import { addDays, isDay, lastDays, localDay } from './diary-day';

describe('the diary calendar', () => {
  it('gives the calendar date in a time zone', () => {
    const moment = new Date('2026-03-01T23:30:00Z');
    expect(localDay(moment, 'UTC')).toBe('2026-03-01');
    expect(localDay(moment, 'Europe/Copenhagen')).toBe('2026-03-02');
    expect(localDay(moment, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDay(moment, 'Not/AZone')).toBe('2026-03-01');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(lastDays('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays('2026-03-02', 0)).toEqual([]);
  });

  it('knows a real calendar date', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
  });
});
