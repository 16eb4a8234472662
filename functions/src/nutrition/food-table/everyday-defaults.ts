// The everyday food a plain, generic word means ("beef", "rice", "Hirse", "peberfrugt"), and the words
// that mean too many foods to pick one ("sausage", "salat"). Both are reviewed data in
// everyday-defaults.json, with the rules they follow in EVERYDAY-DEFAULTS.md; this module only reads them
// by the words' stems, so plurals, word order and table-style extras ("boneless", "lean") do not matter.
import data from './everyday-defaults.json' with { type: 'json' };
import type { FoodTable, Language, TableFood } from './food-table.js';
import { queryWords } from './match-words.js';
import { searchFoods } from './search.js';

const NAMED_CANDIDATES = 10;

type Entry = { food: string } & Partial<Record<Language, string[]>>;
const DEFAULTS = data.defaults as Record<string, Entry[]>;
const TOO_BROAD = data.tooBroad as Record<Language, string[]>;
const LANGS: Language[] = ['en', 'es', 'de', 'da'];

/** What a generic word stands for: one table food, or none because it could be many. */
export type EverydayReading = { kind: 'food'; id: string } | { kind: 'tooBroad' };

/**
 * The words' identity: their content stems, sorted, and the states they name ("avena cocida" is not
 * "avena"). Optional words are not part of it. Words that are only a state are their content ("stew").
 */
export function wordsKey(text: string, withStates = true): string {
  const q = queryWords(text);
  const content = [...new Set(q.content.length > 0 ? q.content : q.states)].sort().join(' ');
  const states = q.content.length > 0 && withStates ? [...new Set(q.states)].sort().join(' ') : '';
  return states ? `${content} | ${states}` : content;
}

type Lookup = Record<Language, Map<string, EverydayReading>>;
let lookup: Lookup | undefined;

function build(): Lookup {
  const out = Object.fromEntries(LANGS.map((l) => [l, new Map()])) as Lookup;
  for (const entries of Object.values(DEFAULTS)) {
    for (const entry of entries) {
      for (const language of LANGS) {
        for (const word of entry[language] ?? [])
          out[language].set(wordsKey(word), { kind: 'food', id: entry.food });
      }
    }
  }
  for (const language of LANGS) {
    for (const word of TOO_BROAD[language]) out[language].set(wordsKey(word), { kind: 'tooBroad' });
  }
  return out;
}

/**
 * How `text` in `language` reads as a generic word; undefined when it is not one. Words with a state are
 * read with it first ("avena cocida"), then without ("beef, grilled" is beef, if the state agrees).
 */
export function everydayReading(text: string, language: Language): EverydayReading | undefined {
  lookup ??= build();
  const keys = [...new Set([wordsKey(text), wordsKey(text, false)])].filter(Boolean);
  const languages: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  for (const l of languages) {
    for (const key of keys) {
      const found = lookup[l].get(key);
      if (found) return found;
    }
  }
  return undefined;
}

export const defaultFood = (id: string, table: FoodTable): TableFood | undefined => table.byId.get(id);

/** All the words, optional ones too, with their states: "roast chicken" is not "chicken". */
function fullKey(text: string): string {
  const q = queryWords(text);
  return [q.content, q.states, q.optional].map((w) => [...new Set(w)].sort().join(' ')).join(' | ');
}

let defaultKeys: Record<Language, Set<string>> | undefined;

/**
 * Whether a food's curated name in `language` is exactly these words while no default lists them: then
 * the words are that food ("roast chicken" is served with its skin, "beef stew" is a stew, "fried rice"
 * no plain rice), not the generic word's default reached by setting a state or a table-style word aside.
 * The foods are search's for the words, so no name of the whole table is read.
 */
export function namedExactly(text: string, language: Language, table: FoodTable): boolean {
  if (!defaultKeys) {
    const keys = Object.fromEntries(LANGS.map((l) => [l, new Set<string>()])) as Record<
      Language,
      Set<string>
    >;
    for (const { entry } of everydayEntries())
      for (const l of LANGS) for (const word of entry[l] ?? []) keys[l].add(fullKey(word));
    defaultKeys = keys;
  }
  const key = fullKey(text);
  if (defaultKeys[language].has(key)) return false;
  return searchFoods(text, { language, limit: NAMED_CANDIDATES }, table).some((hit) =>
    (table.byId.get(hit.id)?.names[language] ?? []).some((name) => fullKey(name) === key),
  );
}

/** Every default and too-broad word, for the checks of the data. */
export function everydayEntries(): { category: string; entry: Entry }[] {
  return Object.entries(DEFAULTS).flatMap(([category, entries]) =>
    entries.map((entry) => ({ category, entry })),
  );
}
export const tooBroadWords = (): Record<Language, string[]> => TOO_BROAD;
