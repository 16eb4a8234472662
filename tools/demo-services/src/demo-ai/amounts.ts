import { fold } from 'functions/lib/nutrition/food-table/food-words.js';
import type { Lang } from './demo-language.js';
import { densityOf, pieceOf, portionOf, type TableFood } from './table-foods.js';

/**
 * Amounts as people write them in the four languages: numbers ("1,5", "1/2", "½", "zwei"), units ("g",
 * "EL", "tazas", "skiver") and the grams they stand for of a given food.
 */
export type Unit = 'g' | 'ml' | 'tbsp' | 'tsp' | 'cup' | 'pcs' | 'can' | 'pinch' | 'handful';
export interface Quantity {
  amount: number;
  unit: Unit;
}

const UNIT_WORDS = new Map<string, [Unit, number]>();
const units = (words: string, unit: Unit, factor = 1) => {
  for (const w of words.split('|')) UNIT_WORDS.set(fold(w), [unit, factor]);
};
units('g|gr|gram|grams|gramm|gramos|gramo', 'g');
units('kg|kilo|kilos|kilogram', 'g', 1000);
units('mg', 'g', 0.001);
units('ml|milliliter|millilitre|mililitros', 'ml');
units('cl', 'ml', 10);
units('dl', 'ml', 100);
units('l|liter|litre|litres|liters|litro|litros', 'ml', 1000);
units('tbsp|tablespoon|tablespoons|spsk|el|cda|cdas|cucharada|cucharadas|esslöffel|spiseskefuld', 'tbsp');
units('tsp|teaspoon|teaspoons|tsk|tl|cdta|cdtas|cucharadita|cucharaditas|teelöffel|teskefuld', 'tsp');
units('cup|cups|taza|tazas|tasse|tassen|kop|kopper', 'cup');
units(
  'pcs|pc|piece|pieces|stk|stück|uds|ud|unidad|unidades|slice|slices|skive|skiver|scheibe|scheiben|rebanada|rebanadas|loncha|lonchas|clove|cloves|diente|dientes|zehe|zehen|fed',
  'pcs',
);
units('can|cans|tin|tins|lata|latas|dose|dosen|dåse|dåser', 'can');
units('pinch|pizca|prise|knivspids|knsp', 'pinch');
units('handful|handfuls|puñado|handvoll|håndfuld', 'handful');

/** A written unit ("EL", "tazas", "slices") as one of the demo's units, with its factor. */
export const unitOf = (word: string): [Unit, number] | undefined =>
  UNIT_WORDS.get(fold(word).replace(/\.$/, ''));

const NUMBER_WORDS: Record<Lang, Record<string, number>> = {
  en: { half: 0.5, two: 2, three: 3, four: 4, five: 5, six: 6 },
  es: { medio: 0.5, media: 0.5, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 },
  de: { halb: 0.5, halbe: 0.5, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6 },
  da: { halv: 0.5, halvt: 0.5, to: 2, tre: 3, fire: 4, fem: 5, seks: 6 },
};
/** "a", "un", "ein", "en": one, when what follows is counted. */
export const ARTICLES = new Set('a an one un una uno ein eine einen en et'.split(' '));
const CONNECTORS = new Set(['of', 'de', 'del', 'af', 'von']);

/** "1,5", "1/2", "½" and written numbers; undefined for other words. */
function numberOf(token: string, lang: Lang = 'en'): number | undefined {
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(token);
  if (frac) return Number(frac[1]) / Number(frac[2]) || undefined;
  if (/^\d/.test(token)) return Number(token.replace(',', '.'));
  return { '½': 0.5, '¼': 0.25, '¾': 0.75 }[token] ?? NUMBER_WORDS[lang][fold(token)];
}

/** Whether a word is part of an amount rather than of a food's name. */
export const isAmountWord = (word: string, lang: Lang) =>
  numberOf(word, lang) !== undefined || unitOf(word) !== undefined;

/**
 * The amount written just before word `at` of `words` (folded): a number, an optional unit and an
 * optional "of". An article counts as one only for a food counted in pieces ("an egg", "una tostada").
 */
export function quantityBefore(
  words: string[],
  at: number,
  lang: Lang,
  counted: boolean,
): Quantity | undefined {
  let i = at - 1;
  if (i >= 0 && CONNECTORS.has(words[i] as string)) i--;
  const unit = i >= 0 ? unitOf(words[i] as string) : undefined;
  if (unit) i--;
  if (i < 0) return undefined;
  const word = words[i] as string;
  const n = numberOf(word, lang) ?? ((unit || counted) && ARTICLES.has(word) ? 1 : undefined);
  if (!n || !Number.isFinite(n)) return undefined;
  return unit ? { amount: n * unit[1], unit: unit[0] } : { amount: n, unit: 'pcs' };
}

/** Kitchen measures in millilitres. */
export const SPOON = { tbsp: 15, tsp: 5, cup: 240 } as const;

/** Grams of `food` in an amount written in `unit`; a bare count is pieces (or portions when not counted). */
export function gramsOf(food: TableFood, q: Quantity): number {
  switch (q.unit) {
    case 'g':
      return q.amount;
    case 'ml':
      return q.amount * densityOf(food);
    case 'tbsp':
    case 'tsp':
    case 'cup':
      return q.amount * SPOON[q.unit] * densityOf(food);
    case 'can':
      return q.amount * 400;
    case 'pinch':
      return q.amount * 0.5;
    case 'handful':
      return q.amount * 30;
    default:
      return q.amount * (pieceOf(food) ?? portionOf(food));
  }
}
