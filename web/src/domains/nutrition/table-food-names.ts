// A table food's name in the reader's language, whatever language its row was made in. The food table's
// curated names (table-food-names.json, derived from the table by scripts/food-table/build-food-names.mjs:
// each food's source name, then its names in English, Spanish, German and Danish, the first of each the one
// shown) come in a chunk of their own, loaded only when rows of table foods are shown: never on the first
// screen.
import { canonicalFoodId } from '@shared/nutrition/food-ids';

/** [source name, en, es, de, da names] of one food. */
type Entry = readonly [string, ...(readonly string[])[]];
export type TableFoodNames = Readonly<Record<string, Entry>>;

const LANGUAGE_INDEX: Record<string, number> = { en: 1, es: 2, de: 3, da: 4 };

let loading: Promise<TableFoodNames> | null = null;
let loaded: TableFoodNames | null = null;

/** The names if they have been loaded on this page, else null. */
export const loadedTableFoodNames = (): TableFoodNames | null => loaded;

/** The names, loaded once per page (a failed load is tried again on the next call). */
export function loadTableFoodNames(): Promise<TableFoodNames> {
  loading ??= import('./table-food-names.json').then(
    (module) => {
      loaded = module.default as unknown as TableFoodNames;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase() + name.slice(1);

/**
 * The row's name and its table food's name as `language` shows them. Each is replaced only when it is one
 * of its food's names in another language (a row added from the table, or named as the table names it, in
 * the language of the day it was made): by the table's name in `language` (for the food's name in English,
 * the source's English name, as the server names it). A name the user typed or the model gave in its own
 * words ("Berries") stays as written, and so does every name where the table has none in `language`.
 */
export function namedInLanguage<
  R extends { name: string; foodId?: string; foodName?: string; source?: string },
>(row: R, language: string, names: TableFoodNames | null): R {
  const id = row.foodId === undefined ? undefined : canonicalFoodId(row.foodId);
  const entry = id === undefined || names === null ? undefined : names[id];
  const index = LANGUAGE_INDEX[language];
  if (!entry || index === undefined) return row;
  const [source, ...byLanguage] = entry;
  const own = byLanguage[index - 1] ?? [];
  const first = own[0];
  if (first === undefined) return row;
  const isTables = (name: string) =>
    plain(source) === name || byLanguage.some((list) => list.some((n) => plain(n) === name));
  /** `written`, unless it is one of the food's names in another language: then `inLanguage`. */
  const shownAs = (written: string, readers: readonly string[], inLanguage: string) => {
    const name = plain(written);
    return readers.some((n) => plain(n) === name) || !isTables(name) ? written : inLanguage;
  };
  // In English, a row added from the table may carry the source's name ("Bananas, raw"): it is English.
  const readers = language === 'en' ? [...own, source] : own;
  const shown = { ...row, name: shownAs(row.name, readers, capitalised(first)) };
  // The food's name as the server writes it: the source's English name in English.
  if (row.source === 'database' && row.foodName !== undefined)
    shown.foodName =
      language === 'en' ? shownAs(row.foodName, [source], source) : shownAs(row.foodName, own, first);
  return shown;
}
