import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdmin } from './admin-harness.js';

let h: AdminHarness;
let db: Firestore;
const INVALID_ARGUMENT = 3;

beforeAll(async () => {
  h = await startAdmin('admin-aggregations');
  db = h.db;
  await h.clear();
  const batch = db.batch();
  batch.set(db.doc('meals/breakfast'), { kcal: 400, protein: 20 });
  batch.set(db.doc('meals/lunch'), { kcal: 700, protein: 35 });
  batch.set(db.doc('meals/snack'), { kcal: 150 }); // no protein
  batch.set(db.doc('meals/dinner'), { kcal: 650, protein: 'lots' }); // protein present, not a number
  batch.set(db.doc('meals/note'), { text: 'skipped' }); // neither field
  await batch.commit();
});
afterAll(async () => h?.close());

describe('firebase-admin aggregations', () => {
  it('runs several aggregations only over documents that hold every aggregated field', async () => {
    const meals = db.collection('meals');
    const snap = await meals
      .aggregate({
        n: AggregateField.count(),
        kcal: AggregateField.sum('kcal'),
        protein: AggregateField.average('protein'),
      })
      .get();
    // snack (no protein) and note (no kcal) take part in none of them; dinner's text protein is
    // counted and summed over kcal, but skipped by the average.
    expect(snap.data()).toEqual({ n: 3, kcal: 1750, protein: 27.5 });
    // Each aggregation alone sees every document that holds its own field.
    expect((await meals.count().get()).data().count).toBe(5);
    expect((await meals.aggregate({ kcal: AggregateField.sum('kcal') }).get()).data()).toEqual({
      kcal: 1900,
    });
  });

  it('accepts five aggregations and refuses a sixth', async () => {
    const meals = db.collection('meals');
    const five = {
      a: AggregateField.count(),
      b: AggregateField.sum('kcal'),
      c: AggregateField.average('kcal'),
      d: AggregateField.sum('kcal'),
      e: AggregateField.count(),
    };
    expect((await meals.aggregate(five).get()).data()).toMatchObject({ a: 4, b: 1900, e: 4 });
    const err = await meals
      .aggregate({ ...five, f: AggregateField.average('kcal') })
      .get()
      .catch((e: Error & { code?: number }) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: number }).code).toBe(INVALID_ARGUMENT);
    if (!h.official) expect((err as Error).message).toMatch(/maximum number of aggregations is 5/);
  });
});
