import { describe, expect, it } from 'vitest';
import { dayLabel, layOutWeek, mondayOf, weekDays, weekRange } from './week';

describe('the plan week', () => {
  it('runs Monday to Sunday: a Sunday belongs to the week that began six days before', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(mondayOf('2026-12-06')).toBe('2026-11-30'); // the Sunday after it
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across the year
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('lays the planned meals out by day, then slot in the order of a day, leaving the rest of the weeks out', () => {
    const meals = [
      { id: 'a', day: '2026-12-01', slot: 'dinner' as const },
      { id: 'b', day: '2026-12-01', slot: 'breakfast' as const },
      { id: 'c', day: '2026-12-01', slot: 'dinner' as const },
      { id: 'd', day: '2026-12-07', slot: 'lunch' as const }, // next week
    ];
    const week = layOutWeek('2026-11-30', meals);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: '2026-11-30', slots: [] });
    expect(week[1]?.slots.map(({ slot, meals }) => [slot, meals.map((meal) => meal.id)])).toEqual([
      ['breakfast', ['b']],
      ['dinner', ['a', 'c']],
    ]);
    expect(week.flatMap((day) => day.slots)).toHaveLength(2);
  });

  it('names a day in the user’s language', () => {
    expect(dayLabel('2026-12-01', 'en')).toBe('Tue, Dec 1');
    expect(dayLabel('2026-12-01', 'de', 'long')).toBe('Dienstag, 1. Dez.');
  });

  it('says the week as one short range, across a month too', () => {
    // Intl spaces the dash with thin spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(weekRange('2026-11-23', '2026-11-29', 'en'))).toBe('Nov 23 – 29');
    expect(plain(weekRange('2026-11-30', '2026-12-06', 'de'))).toBe('30. Nov. – 6. Dez.');
  });
});
