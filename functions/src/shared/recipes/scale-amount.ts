// Ingredient amounts scaled by persons, written the way a cook reads them and a shopper can buy them.
// Used by the functions (addIngredientsToList) and by the web app (recipe display), so both show the
// same numbers:
// - counted things (no unit, pcs and its localised forms) are whole numbers on the shopping list,
//   rounded up (nobody buys 1.5 eggs); the recipe shows them in halves (1/2 onion, never 3/4 egg);
// - pinches and "to taste" do not scale: a pinch of salt for one is a pinch for four;
// - grams are whole, as a kitchen scale shows them;
// - spoons and cups show as kitchen fractions (1/8 ... 3/4 and mixed numbers like 1 1/2);
// - amounts too small to measure (under 1/8 tsp, or g/ml under 1) read "a pinch" / "to taste";
// - everything else has one decimal, a trailing ".0" dropped, with the language's decimal separator.
// A shopping item name is the item followed by the amount and unit in brackets: "Flour (400 g)".

export interface ScalableIngredient {
  item: string;
  amount: number;
  unit: string;
}

/** The words for amounts too small to measure, in the reader's language (locales/<lang>/recipe.json). */
export interface AmountWords {
  pinch: string;
  toTaste: string;
}

export interface AmountFormat {
  /** BCP 47 language of the digits: "1.5" in English, "1,5" in Spanish, German and Danish. */
  language: string;
  words: AmountWords;
}

/** Where the amount is read: the recipe (kitchen fractions) or the shopping list (what you can buy). */
export type AmountPurpose = 'recipe' | 'list';

export type UnitKind = 'count' | 'spoon' | 'mass' | 'volume' | 'pinch' | 'taste' | 'other';

// Lower-case, in the four languages: amounts the cook judges by hand, the same whatever the persons.
const pinchUnits = new Set('pinch pinches pizca pizcas prise prisen knivspids knivspidser'.split(' '));
const tasteUnits = new Set(['to taste', 'al gusto', 'nach geschmack', 'efter smag']);

// Lower-case, as the AI answers in the user's language ("uds", "Stk.", "EL", "spsk", ...).
const countUnits = new Set(
  'pc pcs piece pieces ud ud. uds unidad unidades stk stk. stück st. clove cloves diente dientes zehe zehen fed'.split(
    ' ',
  ),
);
/** Teaspoons per unit: a tablespoon is 3 tsp, a cup 48 tsp. */
const teaspoonsPer: Record<string, number> = {
  tsp: 1,
  teaspoon: 1,
  teaspoons: 1,
  cdta: 1,
  cdtas: 1,
  tl: 1,
  tsk: 1,
  tbsp: 3,
  tablespoon: 3,
  tablespoons: 3,
  cda: 3,
  cdas: 3,
  el: 3,
  spsk: 3,
  cup: 48,
  cups: 48,
  taza: 48,
  tazas: 48,
  tasse: 48,
  tassen: 48,
  kop: 48,
  kopper: 48,
};
const massUnits = new Set(['g', 'gr', 'mg']);
const volumeUnits = new Set(['ml']);

export function unitKind(unit: string): UnitKind {
  const key = unit.trim().toLowerCase();
  if (key === '' || countUnits.has(key)) return 'count';
  if (pinchUnits.has(key)) return 'pinch';
  if (tasteUnits.has(key)) return 'taste';
  if (key in teaspoonsPer) return 'spoon';
  if (massUnits.has(key)) return 'mass';
  if (volumeUnits.has(key)) return 'volume';
  return 'other';
}

/** 2 -> "2", 2.25 -> "2.3", 0.04 -> "0", 1.96 -> "2" (one decimal, as plain digits). */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  // toPrecision first so binary noise (1.15 * 10 = 11.4999...) does not round the wrong way.
  const rounded = Math.round(Number((amount * 10).toPrecision(12))) / 10;
  // Object.is guards "-0" for tiny negative inputs.
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * Recipes are written for `basePersons` (1 when generated); the stepper asks for `persons`. Pinches and
 * "to taste" (by `unit`) keep their amount.
 */
export function scaleAmount(amount: number, persons: number, basePersons = 1, unit = ''): number {
  const kind = unitKind(unit);
  if (basePersons <= 0 || kind === 'pinch' || kind === 'taste') return amount;
  return (amount * persons) / basePersons;
}

const spoonFractions = [
  [1, 8],
  [1, 4],
  [1, 3],
  [1, 2],
  [2, 3],
  [3, 4],
] as const;
// Counted things come in halves: half an onion is a thing, three quarters of an egg is not.
const countFractions = [[1, 2]] as const;

/** The nearest kitchen fraction, never below the smallest one: 1.45 -> "1 1/2", 0.3 -> "1/3". */
function kitchenFraction(
  amount: number,
  fractions: readonly (readonly [number, number])[],
  language: string,
) {
  let whole = Math.floor(amount);
  const rest = amount - whole;
  let best: readonly [number, number] | null = null;
  let bestDistance = rest; // distance to 0
  for (const fraction of fractions) {
    const distance = Math.abs(rest - fraction[0] / fraction[1]);
    if (distance < bestDistance) [best, bestDistance] = [fraction, distance];
  }
  // Halfway rounds up: 3/4 of an egg is one egg.
  if (1 - rest <= bestDistance) [whole, best] = [whole + 1, null];
  if (whole === 0 && !best) best = fractions[0] ?? null;
  const wholeText = whole > 0 ? wholeNumber(whole, language) : '';
  const fractionText = best ? `${best[0]}/${best[1]}` : '';
  return [wholeText, fractionText].filter(Boolean).join(' ');
}

const wholeNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0, useGrouping: false }).format(value);

/** One decimal in the language's digits; a value that would read "0" keeps one significant digit. */
function decimal(amount: number, language: string): string {
  const rounded = Number(formatAmount(amount));
  const options: Intl.NumberFormatOptions =
    rounded > 0 ? { maximumFractionDigits: 1 } : { maximumSignificantDigits: 1 };
  return new Intl.NumberFormat(language, { ...options, useGrouping: false }).format(
    rounded > 0 ? rounded : amount,
  );
}

/** Whole units to buy: 1.5 -> 2, but 2.0000000001 (binary noise after scaling) -> 2. */
const roundUp = (amount: number) => Math.max(1, Math.ceil(Number(amount.toPrecision(9))));

/**
 * The amount and unit as read in the recipe or on the list, e.g. "1 1/2 tbsp", "2 pcs", "1,5 L",
 * "a pinch"; '' when there is no amount and no unit, the unit alone when there is no amount.
 */
export function quantityText(
  amount: number,
  unit: string,
  format: AmountFormat,
  purpose: AmountPurpose = 'recipe',
): string {
  const cleanUnit = unit.trim();
  // No amount is how a recipe says "to taste" (salt, pepper); on a list the item's name says enough.
  if (!(amount > 0) || !Number.isFinite(amount))
    return cleanUnit || purpose === 'list' ? cleanUnit : format.words.toTaste;
  const withUnit = (number: string) => [number, cleanUnit].filter(Boolean).join(' ');
  const { language, words } = format;
  switch (unitKind(cleanUnit)) {
    case 'count':
      return withUnit(
        purpose === 'list'
          ? wholeNumber(roundUp(amount), language)
          : kitchenFraction(amount, countFractions, language),
      );
    case 'spoon': {
      const teaspoons = amount * (teaspoonsPer[cleanUnit.toLowerCase()] ?? 1);
      return teaspoons < 1 / 8 ? words.pinch : withUnit(kitchenFraction(amount, spoonFractions, language));
    }
    case 'mass':
      if (cleanUnit.toLowerCase() === 'mg') return withUnit(decimal(amount, language));
      return amount < 1 ? words.pinch : withUnit(wholeNumber(Math.round(amount), language));
    case 'pinch':
      return purpose === 'list' || amount <= 1
        ? words.pinch
        : withUnit(wholeNumber(Math.round(amount), language));
    case 'taste':
      return words.toTaste;
    case 'volume':
      return amount < 1 ? words.toTaste : withUnit(decimal(amount, language));
    default:
      return withUnit(decimal(amount, language));
  }
}

/** "Flour (400 g)", "Eggs (2)", "Salt (a pinch)"; without an amount "Flour (g)" or just "Salt". */
export function shoppingItemName(
  ingredient: ScalableIngredient,
  persons: number,
  format: AmountFormat,
  basePersons = 1,
): string {
  const item = ingredient.item.trim();
  const amount = scaleAmount(ingredient.amount, persons, basePersons, ingredient.unit);
  const quantity = quantityText(amount, ingredient.unit, format, 'list');
  return quantity ? `${item} (${quantity})` : item;
}
