// The seeded diary: the demo account has eaten meals today and on each of the 34 days before (five weeks,
// so Health can measure an expenditure), dated relative to the seeding time in the seeding time zone, with
// day totals that match them; every row is grounded on the food table, vitamins and minerals included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers of the stack scripts
import { loadSeed, relativeDay, relativeLocalTime } from '../../../scripts/lib/seed-data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedFile = path.resolve(here, '../../../emulator-data/firestore-seed.json');

type Doc = { path: string; fields: Record<string, unknown> };
type Row = { calories: number; protein: number; carbs: number; fat: number };

const localDay = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);

describe('seeded diary', () => {
  it.each([
    ['Europe/Copenhagen', '2026-03-10T20:00:00Z'],
    ['America/New_York', '2026-03-10T03:30:00Z'], // 23:30 the evening before, local time
    ['Pacific/Auckland', '2026-03-10T11:00:00Z'], // just after midnight, local time
  ])('in %s, seeded at %s: five weeks of entries, each day summing its meals', (zone, at) => {
    const now = Date.parse(at);
    const { documents } = loadSeed(seedFile, now, zone) as { documents: Doc[] };
    const days = documents.filter((d) => d.path.startsWith('days/demo-user_'));
    const expected = Array.from(
      { length: 35 },
      (_, i) => `days/demo-user_${relativeDay(`-${i}d`, now, zone)}`,
    );
    expect(days.map((d) => d.path).sort()).toEqual(expected.sort());
    for (const day of days) {
      const meals = documents.filter((d) => d.path.startsWith('meals/') && d.fields.day === day.fields.day);
      expect(meals.length).toBe(day.fields.meals);
      expect(day.fields.calories).toBe(meals.reduce((s, m) => s + (m.fields.calories as number), 0));
      for (const meal of meals) {
        const items = meal.fields.items as Row[];
        expect(meal.fields.calories).toBe(items.reduce((s, r) => s + r.calories, 0));
        expect(meal.fields.protein).toBeCloseTo(
          items.reduce((s, r) => s + r.protein, 0),
          5,
        );
        const eatenAt = meal.fields.eatenAt as Date;
        expect(localDay(eatenAt, zone)).toBe(meal.fields.day);
        expect(eatenAt.getTime()).toBeLessThanOrEqual(now);
        expect(['breakfast', 'lunch', 'dinner', 'snack']).toContain(meal.fields.slot);
      }
      // Every row is a food of the table, with its vitamins and minerals: the day counts them all.
      const rows = meals.flatMap((m) => m.fields.items as { source?: string; micros?: object }[]);
      expect(rows.every((r) => r.source === 'database' && r.micros !== undefined)).toBe(true);
      expect(day.fields.rows).toBe(rows.length);
      const known = day.fields.microsKnown as Record<string, number>;
      expect(known.vitaminC).toBe(rows.filter((r) => 'vitaminC' in (r.micros as object)).length);
    }
  });

  it('grounds each seeded row on its table food: the table’s figures for the grams, kept per gram', () => {
    const { documents } = loadSeed(seedFile, Date.parse('2026-03-10T12:00:00Z'), 'UTC') as {
      documents: Doc[];
    };
    const porridge = documents.find((d) => d.path === 'meals/seed-diary-01')?.fields;
    // 60 g of dry oats (SR24 08120: 379 kcal, 4.25 mg iron per 100 g), 200 g of 2 % milk, 120 g of banana.
    expect(porridge?.items).toEqual([
      expect.objectContaining({
        name: 'Oats',
        grams: 60,
        calories: 227,
        source: 'database',
        foodId: 'sr24:08120',
        micros: expect.objectContaining({ iron: 2.55 }),
        perGram: expect.objectContaining({ calories: 3.79 }),
      }),
      expect.objectContaining({ name: 'Milk', foodId: 'sr24:01079' }),
      expect.objectContaining({ name: 'Banana', foodId: 'sr24:09040' }),
    ]);
    expect(porridge).toMatchObject({ calories: 434, consistent: true });
    // A Danish lunch's rye bread is Frida's rugbrød.
    const lunch = documents.find((d) => d.path === 'meals/seed-diary-d02-lunch')?.fields;
    expect(lunch?.items).toContainEqual(expect.objectContaining({ name: 'Rye bread', foodId: 'frida:1671' }));
  });

  it('local times: the wall clock of the seeding zone, never in the future', () => {
    const now = Date.parse('2026-03-10T06:00:00Z'); // 07:00 in Copenhagen
    expect(relativeLocalTime('-1d@08:00', now, 'Europe/Copenhagen').toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    expect(relativeLocalTime('0d@08:00', now, 'Europe/Copenhagen').toISOString()).toBe(
      '2026-03-10T06:00:00.000Z',
    );
    expect(() => relativeLocalTime('yesterday', now, 'UTC')).toThrow(/invalid local time/);
  });
});
