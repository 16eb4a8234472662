// The pure part of `npm run bench:accuracy`: the "model's" deterministic error, and the figures the bench
// prints from grounded rows. No I/O here.

/** The model's guess is this far off the reference, either way: a plausible model, not a perfect one. */
export const MODEL_ERROR = { min: 0.25, max: 0.5 };
/** A grounded row this far off the reference energy is a different food, not a different variety. */
export const WRONG = 0.5;
export const CLOSE = 0.2;
/** Dishes under this reference energy (a few grams of a vegetable) make percentages of noise. */
export const MIN_DISH_KCAL = 10;

/** FNV-1a: a string to a 32-bit seed, so each row's error depends only on its key. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The factor the model's figures for `key` carry: 25-50 % over or under, the same on every run. */
export function modelFactor(key) {
  const next = random(hash(key));
  const off = MODEL_ERROR.min + (MODEL_ERROR.max - MODEL_ERROR.min) * next();
  return next() < 0.5 ? 1 - off : 1 + off;
}

/** Relative error of `value` against a positive `reference`. */
export const relError = (value, reference) => Math.abs(value - reference) / reference;

const share = (part, whole) => ({ part, whole, value: whole > 0 ? part / whole : Number.NaN });

/**
 * Figures over ingredient names, each grounded (or not) on its own:
 *   results: { name, dish, reference (kcal/100 g), grounded, kcal (kcal/100 g of the stored row), food }.
 * Coverage counts single foods only (dishes of several foods are reported apart); energy figures count
 * every grounded row whose reference energy is above zero.
 */
export function nameFigures(results, worstCount = 15) {
  const singles = results.filter((r) => !r.dish);
  const dishes = results.filter((r) => r.dish);
  const compared = results.filter((r) => r.grounded && r.reference > 0);
  const errors = compared.map((r) => ({ ...r, error: relError(r.kcal, r.reference) }));
  return {
    coverage: share(singles.filter((r) => r.grounded).length, singles.length),
    dishCoverage: share(dishes.filter((r) => r.grounded).length, dishes.length),
    wrong: share(errors.filter((r) => r.error > WRONG).length, errors.length),
    close: share(errors.filter((r) => r.error <= CLOSE).length, errors.length),
    zeroReference: results.filter((r) => r.grounded && !(r.reference > 0)).map((r) => r.name),
    worst: errors
      .filter((r) => r.error > CLOSE)
      .sort((a, b) => b.error - a.error || a.name.localeCompare(b.name))
      .slice(0, worstCount),
  };
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
export function median(xs) {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Dish energy error with the true grams: dishes: { reference, stored, model } (kcal). Dishes under
 * MIN_DISH_KCAL are left out and counted.
 */
export function dishFigures(dishes) {
  const kept = dishes.filter((d) => d.reference >= MIN_DISH_KCAL);
  const stored = kept.map((d) => relError(d.stored, d.reference));
  const model = kept.map((d) => relError(d.model, d.reference));
  return {
    count: kept.length,
    leftOut: dishes.length - kept.length,
    meanReference: mean(kept.map((d) => d.reference)),
    stored: {
      mape: mean(stored),
      median: median(stored),
      meanKcal: mean(kept.map((d) => Math.abs(d.stored - d.reference))),
    },
    model: {
      mape: mean(model),
      median: median(model),
      meanKcal: mean(kept.map((d) => Math.abs(d.model - d.reference))),
    },
  };
}
