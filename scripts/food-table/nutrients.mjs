// The figures the table keeps per 100 g, in the order of its per100g list, with their units and the
// decimals each is stored to (as precise as the sources print them, no more: the file's size is the
// functions' cold start). The app reads the same order from functions/src/shared (figureNames, then
// microNames) and refuses a file whose list differs.

/** [key, unit, decimals]: the row figures (macros, fibre, sugars, sodium, saturated fat), then micros. */
export const TABLE_FIGURES = [
  ['calories', 'kcal', 0],
  ['protein', 'g', 2],
  ['carbs', 'g', 2],
  ['fat', 'g', 2],
  ['fiber', 'g', 1],
  ['sugars', 'g', 2],
  ['sodium', 'mg', 0],
  ['saturatedFat', 'g', 2],
  ['vitaminA', 'µg', 1],
  ['vitaminC', 'mg', 1],
  ['vitaminD', 'µg', 2],
  ['vitaminE', 'mg', 2],
  ['vitaminK', 'µg', 1],
  ['thiamin', 'mg', 3],
  ['riboflavin', 'mg', 3],
  ['niacin', 'mg', 3],
  ['vitaminB6', 'mg', 3],
  ['folate', 'µg', 0],
  ['vitaminB12', 'µg', 2],
  ['calcium', 'mg', 0],
  ['iron', 'mg', 2],
  ['magnesium', 'mg', 0],
  ['phosphorus', 'mg', 0],
  ['potassium', 'mg', 0],
  ['zinc', 'mg', 2],
  ['selenium', 'µg', 1],
  ['cholesterol', 'mg', 0],
];
export const TABLE_KEYS = TABLE_FIGURES.map(([key]) => key);

export const roundTo = (n, decimals) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

const known = (v) => typeof v === 'number' && Number.isFinite(v);

/**
 * A food's figures as the file stores them: in TABLE_KEYS order, each rounded to its decimals; a figure
 * the source does not give stays null (unknown), never 0. A negative or non-numeric value is a bug in the
 * reading, not a figure, and stops the build.
 */
export function storedFigures(figures, id) {
  return TABLE_FIGURES.map(([key, , decimals]) => {
    const v = figures[key];
    if (v === null || v === undefined) return null;
    if (!known(v) || v < 0) throw new Error(`${id}: ${key} is ${v}`);
    return roundTo(v, decimals) + 0;
  });
}

/** 1 IU of vitamin A is 0.3 µg of retinol, or 0.6 µg of beta-carotene, or 1.2 µg of the other
 * provitamin A carotenoids; one µg RAE is 1 µg of retinol, 12 of beta-carotene or 24 of the others. */
const RETINOL_UG_PER_IU = 0.3;
/** So every IU that is not retinol is worth 0.6 / 12 = 1.2 / 24 = 0.05 µg RAE, whichever carotenoid. */
const RAE_UG_PER_CAROTENOID_IU = 0.05;

/**
 * Vitamin A as µg RAE from USDA's figures: from retinol and the three provitamin carotenoids when all are
 * given, else from retinol and the IU total (the IU that are not retinol are carotenoids, and each such IU
 * is 0.05 µg RAE whatever the carotenoid), else unknown.
 */
export function usdaRae({ retinol, betaCarotene, alphaCarotene, cryptoxanthin, iu }) {
  if ([retinol, betaCarotene, alphaCarotene, cryptoxanthin].every(known)) {
    return retinol + betaCarotene / 12 + (alphaCarotene + cryptoxanthin) / 24;
  }
  if (known(retinol) && known(iu)) {
    return retinol + Math.max(0, iu - retinol / RETINOL_UG_PER_IU) * RAE_UG_PER_CAROTENOID_IU;
  }
  return null;
}

/**
 * Vitamin A as µg RAE from retinol equivalents (µg RE, carotenoids counted at half their RAE weight:
 * beta-carotene / 6 rather than / 12), else from retinol and beta-carotene, else unknown.
 */
export function raeFromRe({ retinol, betaCarotene, re }) {
  if (known(retinol) && known(re)) return retinol + Math.max(0, re - retinol) / 2;
  if (known(retinol) && known(betaCarotene)) return retinol + betaCarotene / 12;
  return null;
}

/** Folic acid counts 1.7 times in dietary folate equivalents (it is absorbed better than food folate). */
export const DFE_PER_FOLIC_ACID = 1.7;

/** 40 IU of vitamin D is 1 µg. */
export const vitaminDFromIu = (iu) => (known(iu) ? iu / 40 : null);

export const figureOrNull = (v) => (known(v) ? v : null);
