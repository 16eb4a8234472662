// The names the matcher compares a query with, as stems, worked out once per food: USDA's name, and the
// same name read through its parentheses ("Tangerines, (mandarin oranges), raw" is also "mandarin oranges,
// raw"; "Coriander (cilantro) leaves" is also "cilantro leaves"), its English aliases, and its curated
// names in the other three languages.
import type { Language, TableFood } from './food-table.js';
import { stem } from './food-words.js';
import { BENIGN, CATEGORY, stems } from './match-words.js';

export type FoodNames = {
  /** USDA's name: the cooking state and the forms are read from it. */
  usda: string[];
  /** The stems of its head, the first part that is not a category ("milk chocolate" of "Candies, ..."). */
  head: Set<string>;
  /** The head's last word, what the food is: "chocolate" of "milk chocolate", "peel" of "Orange peel". */
  headNoun: string;
  /** USDA's name without its parentheses and with each synonym in place of the word it explains. */
  usdaReadings: string[][];
  en: string[][];
  curated: Partial<Record<Language, string[][]>>;
};

/**
 * Heads whose kinds are named alone: "feta" and "gouda" are USDA's "Cheese, feta" and "Cheese, gouda",
 * "pecans" its "Nuts, pecans". The head stays the food's head; only the name is also read without it.
 */
const NAMED_BY_KIND = new Set(['cheese', 'nuts', 'seeds'].map(stem));

/** Parentheses that explain a name rather than rename a word: "(includes ...)", "(formerly ...)", "(2%)". */
const NOTE = /^(includes?|formerly|approx|n x|with|without|all|\d)/i;

/**
 * The name read without its category head ("Fish, cod, ..." is "cod, ..."), and through its parentheses:
 * without them, and with a synonym for the word it follows.
 */
export function readings(name: string): string[] {
  const out = new Set<string>();
  const [head, ...rest] = name.split(',');
  const kind = stems(head as string);
  if (rest.length > 0 && kind.every((w) => CATEGORY.has(w) || NAMED_BY_KIND.has(w))) {
    out.add(rest.join(',').trim());
  }
  out.add(name.replace(/\s*\([^)]*\)/g, '').replace(/\s+,/g, ','));
  for (const m of name.matchAll(/\(([^)]*)\)/g)) {
    const inner = m[1] as string;
    if (NOTE.test(inner) || inner.includes(',')) continue;
    const before = name.slice(0, m.index).trimEnd();
    const after = name.slice((m.index ?? 0) + m[0].length);
    // "Tangerines, (mandarin oranges)": the synonym of the part before the comma.
    const cut = before.endsWith(',') ? before.slice(0, -1).lastIndexOf(',') : before.search(/\S+$/);
    out.add(`${before.slice(0, Math.max(0, cut + (before.endsWith(',') ? 1 : 0)))} ${inner}${after}`.trim());
  }
  out.delete(name);
  return [...out];
}

const cache = new WeakMap<TableFood, FoodNames>();

export function namesOf(food: TableFood): FoodNames {
  let found = cache.get(food);
  if (!found) {
    const curated: FoodNames['curated'] = {};
    for (const language of ['es', 'de', 'da'] as const) {
      const list = food.names[language];
      if (list) curated[language] = list.map(stems);
    }
    const parts = food.name
      .replace(/\s*\([^)]*\)/g, '')
      .split(',')
      .map(stems);
    const head = parts.find((p) => p.some((w) => !BENIGN.has(w) && !CATEGORY.has(w))) ?? [];
    found = {
      usda: stems(food.name),
      head: new Set(head),
      headNoun: head[head.length - 1] ?? '',
      usdaReadings: readings(food.name).map(stems),
      en: (food.names.en ?? []).map(stems),
      curated,
    };
    cache.set(food, found);
  }
  return found;
}
