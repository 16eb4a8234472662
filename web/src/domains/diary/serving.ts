// A row's serving as the user reads and edits it: how many of which unit ("1 x medium (118 g)", "2 x slice
// (28 g)"), or an amount in grams or millilitres ("250 ml"), with the grams of the whole row derived. Pure,
// so the wording and the choices are tested without a screen.
import type { Serving } from '@shared/diary/serving';
import type { TableFood } from '@shared/nutrition/contracts';
import { type PortionWords, translatePortion } from './portion-label';

export type { Serving };

/** Units that are an amount by themselves: "250 ml", never "250 x ml (1 g)". */
const AMOUNT_UNITS = new Set(['g', 'ml']);

/** A unit that is an amount by itself (g, ml): its serving says the whole amount. */
export const isAmountUnit = (unit: string) => AMOUNT_UNITS.has(unit);

/** An amount as the user reads and types it back: up to two decimals, no grouping ("1.5", "1250"). */
export const amountText = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(value);

/** A unit as the user reads it: in their language, without the table's notes in brackets ("medium (7" to
 * 7-7/8" long)" -> "medium"), which the grams beside it say better. */
export function unitName(unit: string, words: PortionWords): string {
  const bare = unit.replace(/\s*\([^)]*\)/g, '').trim();
  return translatePortion(bare || unit, words);
}

/** "1 x medium (118 g)", "2 x slice (28 g)", "250 ml". */
export function servingText(serving: Serving, lang: string, words: PortionWords): string {
  if (AMOUNT_UNITS.has(serving.unit)) return `${amountText(serving.quantity, lang)} ${serving.unit}`;
  const unit = unitName(serving.unit, words);
  return `${amountText(serving.quantity, lang)} x ${unit} (${amountText(serving.grams, lang)} g)`;
}

/** The grams a serving weighs, to one decimal. */
export const servingGrams = (serving: Pick<Serving, 'quantity' | 'grams'>) =>
  Math.round(serving.quantity * serving.grams * 10) / 10;

/** A unit the user may count a food in: one of its portions, or grams. */
export interface UnitChoice {
  unit: string;
  /** Grams of one unit. */
  grams: number;
}

export const GRAMS_UNIT: UnitChoice = { unit: 'g', grams: 1 };

/** The units a table food can be counted in: its portions (each unit once), then grams. */
export function unitChoices(food: Pick<TableFood, 'portions'>): UnitChoice[] {
  const seen = new Set<string>();
  const choices: UnitChoice[] = [];
  for (const portion of food.portions) {
    if (seen.has(portion.unit) || AMOUNT_UNITS.has(portion.unit)) continue;
    seen.add(portion.unit);
    choices.push({ unit: portion.unit, grams: portion.grams });
  }
  return [...choices, GRAMS_UNIT];
}

/** What a food is offered as first: its everyday serving (from the table), else 100 g. */
export function firstServing(food: Pick<TableFood, 'serving'>): Serving {
  return food.serving ?? { quantity: 100, unit: 'g', grams: 1 };
}
