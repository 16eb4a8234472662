import { createHash } from 'node:crypto';
import { gramsOf, type Quantity, SPOON } from './amounts.js';
import { type Lang, PHRASES } from './demo-language.js';
import { countedInRecipes, densityOf, pieceOf, recipeUnitOf, type TableFood } from './table-foods.js';

/** A small deterministic random source seeded by the input: same input, same answer. */
export function rng(seed: string) {
  const digest = createHash('sha256').update(seed).digest();
  let state = digest.readUInt32LE(0);
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((((t ^ (t >>> 14)) >>> 0) % 1_000_000) / 1_000_000) * n;
  };
}

export const pick = <T>(pool: readonly T[], rand: (n: number) => number): T =>
  pool[Math.floor(rand(pool.length))] as T;

export type AmountUnit = 'pcs' | 'g' | 'ml' | 'tbsp' | 'tsp' | 'cup';
export interface Amount {
  amount: number;
  unit: AmountUnit;
  /** grams as bought that the amount stands for */
  grams: number;
}

const to = (n: number, step: number, min: number) => Math.max(min, Math.round(n / step) * step);

/** How a recipe writes `grams` of a food: whole pieces (halves of big ones), spoons, millilitres or grams. */
export function kitchenAmount(food: TableFood, grams: number): Amount {
  const piece = pieceOf(food);
  if (piece && countedInRecipes(food)) {
    const step = piece >= 100 ? 0.5 : 1;
    const amount = to(grams / piece, step, step);
    return { amount, unit: 'pcs', grams: amount * piece };
  }
  const density = densityOf(food);
  switch (recipeUnitOf(food)) {
    case 'ml': {
      const amount = to(grams / density, 5, 5);
      return { amount, unit: 'ml', grams: amount * density };
    }
    case 'tbsp': {
      const amount = to(grams / (SPOON.tbsp * density), 0.5, 0.5);
      return { amount, unit: 'tbsp', grams: amount * SPOON.tbsp * density };
    }
    case 'tsp': {
      const amount = to(grams / (SPOON.tsp * density), 0.25, 0.25);
      return { amount, unit: 'tsp', grams: amount * SPOON.tsp * density };
    }
    default: {
      const amount = grams >= 20 ? to(grams, 5, 5) : to(grams, 1, 1);
      return { amount, unit: 'g', grams: amount };
    }
  }
}

/** An amount the user wrote, kept in their unit where a recipe can state it that way. */
export function writtenAmount(food: TableFood, q: Quantity): Amount {
  const grams = gramsOf(food, q);
  switch (q.unit) {
    case 'g':
    case 'ml':
    case 'tbsp':
    case 'tsp':
    case 'cup':
      return { amount: Math.round(q.amount * 100) / 100, unit: q.unit, grams };
    case 'pcs':
      return pieceOf(food) ? { amount: q.amount, unit: 'pcs', grams } : kitchenAmount(food, grams);
    default:
      return kitchenAmount(food, grams);
  }
}

export const unitName = (unit: AmountUnit, lang: Lang) =>
  unit === 'cup' ? { en: 'cup', es: 'taza', de: 'Tasse', da: 'kop' }[lang] : PHRASES[lang].units[unit];
