// What the vitamins and minerals panel makes of day documents: a day's amounts, the average of the logged
// days of a week, the entries waiting for their delete's undo taken out, and lines against the targets.
import { microTargets } from '@shared/nutrition/dri/daily-targets';
import { describe, expect, it } from 'vitest';
import { averageOf, lessMeals, microLines } from './micros-model';

const day = {
  meals: 2,
  rows: 5,
  micros: { vitaminC: 120, iron: 6, vitaminD: 4 },
  microsKnown: { vitaminC: 4, iron: 5, vitaminD: 1 },
};

describe('the panel’s amounts', () => {
  it('a day: its sums and how many of its rows knew each; an empty or missing day counts no day', () => {
    expect(averageOf([day])).toEqual({ amounts: day.micros, known: day.microsKnown, rows: 5, days: 1 });
    expect(averageOf([null]).days).toBe(0);
    expect(averageOf([{ ...day, meals: 0 }]).days).toBe(0);
  });

  it('a week: the average over the days with meals, the coverage over all their rows', () => {
    const other = { meals: 1, rows: 3, micros: { vitaminC: 60 }, microsKnown: { vitaminC: 3 } };
    const week = averageOf([day, null, other]);
    expect(week).toMatchObject({ days: 2, rows: 8, known: { vitaminC: 7, iron: 5 } });
    expect(week.amounts).toEqual({ vitaminC: 90, iron: 3, vitaminD: 2 });
  });

  it('an entry whose delete waits for its undo is taken out of the day', () => {
    const lunch = {
      micros: { vitaminC: 100, vitaminD: 4 },
      microsKnown: { vitaminC: 3, vitaminD: 1 },
      items: [1, 2, 3],
    };
    const left = lessMeals(day, [lunch]);
    expect(left).toEqual({
      meals: 1,
      rows: 2,
      micros: { vitaminC: 20, iron: 6, vitaminD: 0 },
      microsKnown: { vitaminC: 1, iron: 5, vitaminD: 0 },
    });
    // Vitamin D is then known for no food: unknown, not 0.
    expect(averageOf([left]).amounts.vitaminD).toBeUndefined();
    expect(lessMeals(day, [])).toBe(day);
    expect(lessMeals(null, [lunch])).toBeNull();
  });
});

describe('the lines', () => {
  it('each known nutrient against the target; above a limit that applies to food flagged; unknown ones listed', () => {
    const { targets } = microTargets({ gender: 'male', age: 40 });
    const { lines, unknown } = microLines(
      {
        amounts: { vitaminC: 2100, folate: 1200, cholesterol: 300 },
        known: { vitaminC: 2, folate: 2, cholesterol: 1 },
        rows: 2,
        days: 1,
      },
      targets,
    );
    expect(lines.map((l) => [l.name, l.target, l.over])).toEqual([
      ['vitaminC', 90, 2000],
      // Folate's limit is for folic acid from supplements and fortified food: food is not held to it.
      ['folate', 400, null],
      ['cholesterol', null, null],
    ]);
    expect(lines[2]).toMatchObject({ share: null, known: 1, rows: 2 });
    expect(unknown).toHaveLength(16);
  });
});
