import { createHash } from 'node:crypto';
import { PHRASES } from './demo-language.js';
import type { Quantity } from './food-match.js';
import { FOODS, type Food, kcal, type Lang, type Role } from './food-table.js';

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

export const pick = <T>(pool: T[], rand: (n: number) => number): T =>
  pool[Math.floor(rand(pool.length))] as T;

export const plateFoods = (role: Role) => FOODS.filter((x) => x.role === role && x.plate);

const r1 = (n: number) => Math.round(n * 10) / 10;

export interface Portion {
  food: Food;
  /** grams as bought */
  grams: number;
}

/** Macros summed from the table (one decimal, or whole grams) and calories from those very figures. */
export function totals(items: Portion[], wholeGrams = false) {
  const sum = { protein: 0, carbs: 0, fat: 0 };
  for (const { food, grams } of items) {
    sum.protein += (food.per100.protein * grams) / 100;
    sum.carbs += (food.per100.carbs * grams) / 100;
    sum.fat += (food.per100.fat * grams) / 100;
  }
  const round = wholeGrams ? Math.round : r1;
  const m = { protein: round(sum.protein), carbs: round(sum.carbs), fat: round(sum.fat) };
  return { calories: Math.round(kcal(m)), ...m };
}

export type AmountUnit = 'pcs' | 'g' | 'ml' | 'tbsp' | 'tsp' | 'cup';
export interface Amount {
  amount: number;
  unit: AmountUnit;
  /** grams as bought that the amount stands for */
  grams: number;
}

const to = (n: number, step: number, min: number) => Math.max(min, Math.round(n / step) * step);

/** How a recipe writes `grams` of a food: whole pieces, spoons, millilitres or grams. */
export function kitchenAmount(food: Food, grams: number): Amount {
  if (food.piece) {
    const amount = to(grams / food.piece, 1, 1);
    return { amount, unit: 'pcs', grams: amount * food.piece };
  }
  switch (food.unit) {
    case 'ml': {
      const amount = to(grams / food.density, 5, 5);
      return { amount, unit: 'ml', grams: amount * food.density };
    }
    case 'tbsp': {
      const amount = to(grams / (15 * food.density), 0.5, 0.5);
      return { amount, unit: 'tbsp', grams: amount * 15 * food.density };
    }
    case 'tsp': {
      const amount = to(grams / (5 * food.density), 0.25, 0.25);
      return { amount, unit: 'tsp', grams: amount * 5 * food.density };
    }
    default: {
      const amount = grams >= 20 ? to(grams, 5, 5) : to(grams, 1, 1);
      return { amount, unit: 'g', grams: amount };
    }
  }
}

/** An amount the user wrote, kept in their unit where a recipe can state it that way. */
export function writtenAmount(food: Food, q: Quantity, grams: number): Amount {
  switch (q.unit) {
    case 'g':
    case 'ml':
    case 'tbsp':
    case 'tsp':
    case 'cup':
      return { amount: Math.round(q.amount * 100) / 100, unit: q.unit, grams };
    case 'pcs':
      return food.piece ? { amount: q.amount, unit: 'pcs', grams } : kitchenAmount(food, grams);
    default:
      return kitchenAmount(food, grams);
  }
}

export const unitName = (unit: AmountUnit, lang: Lang) =>
  unit === 'cup' ? { en: 'cup', es: 'taza', de: 'Tasse', da: 'kop' }[lang] : PHRASES[lang].units[unit];
