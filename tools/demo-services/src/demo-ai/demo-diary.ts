import type { FoodItem } from 'functions/lib/ai/parse-nutrition.js';
import { FILLER_WORDS } from 'functions/lib/nutrition/food-table/food-words.js';
import { matchFood } from 'functions/lib/nutrition/food-table/match.js';
import { ARTICLES, gramsOf } from './amounts.js';
import { inSentence, type Lang, listOf, PHRASES } from './demo-language.js';
import {
  DOUBLE,
  foodOfName,
  HALF,
  type Mention,
  meansRow,
  readFoods,
  WITHOUT,
  wordsOf,
} from './food-match.js';
import {
  commonName,
  figuresOf,
  hasMacros,
  nameFor,
  portionOf,
  type TableFood,
  tableName,
} from './table-foods.js';

/**
 * The demo AI's answers for the food diary, from the app's food table: a meal described in words, foods
 * added to a meal at a chosen weight, a remark on a photo, and a correction of an earlier estimate. Every
 * row names its table food (`food`) and carries the table's figures for its grams, which the functions'
 * grounding finds again; the totals are the rows' sums.
 */
export type Row = FoodItem;
/** A row and the table food it is, when it is one. */
export interface PlateRow {
  row: Row;
  food?: TableFood;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** `grams` of a table food as a row: the table's figures for exactly those grams. */
export function rowOf(food: TableFood, grams: number, name: string): Row {
  const g = r1(grams);
  return { name, food: tableName(food), grams: g, ...figuresOf(food, g) };
}

/** A food the text names, at the amount it gives or a usual portion. */
function mentionRow(m: Mention, lang: Lang): PlateRow {
  const grams = Math.round(m.quantity ? gramsOf(m.food, m.quantity) : portionOf(m.food));
  return { food: m.food, row: rowOf(m.food, grams, nameFor(m.food, lang, m.words)) };
}

const usualRow = (food: TableFood, lang: Lang): PlateRow => ({
  food,
  row: rowOf(food, portionOf(food), commonName(food, lang)),
});

/** A food the table does not know: a plain mixed dish (6 g protein, 15 g carbs, 5 g fat per 100 g). */
function unknownRow(name: string, grams: number): Row {
  const m = { protein: r1(0.06 * grams), carbs: r1(0.15 * grams), fat: r1(0.05 * grams) };
  return { name, food: '', grams, calories: Math.round(4 * m.protein + 4 * m.carbs + 9 * m.fat), ...m };
}

/** The answer built from rows: description from the names, totals summed from the rows. */
export function answerOf(rows: Row[], lang: Lang, description?: string) {
  const names = rows.map((r) => r.name);
  return {
    noFood: false,
    items: rows,
    description:
      description ??
      (names.length > 1
        ? `${names[0]} ${PHRASES[lang].with} ${listOf(
            names.slice(1).map((n) => inSentence(n, lang)),
            lang,
          )}`
        : (names[0] ?? '')),
    ingredients: names,
    calories: rows.reduce((s, r) => s + r.calories, 0),
    protein: r1(rows.reduce((s, r) => s + r.protein, 0)),
    carbs: r1(rows.reduce((s, r) => s + r.carbs, 0)),
    fat: r1(rows.reduce((s, r) => s + r.fat, 0)),
  };
}

/** The foods a text names, each at the amount written before it ("3 eggs", "200 g Reis", "2 huevos") or a
 * usual portion, then what the dishes it names are made of. */
export function textRows(text: string, lang: Lang): PlateRow[] {
  const { mentions, added } = readFoods(text, lang);
  return [...mentions.map((m) => mentionRow(m, lang)), ...added.map((food) => usualRow(food, lang))];
}

/** logMeal: the text's foods; a text without any food is answered as no food. */
export function textMeal(text: string, lang: Lang) {
  const rows = textRows(text, lang).map((p) => p.row);
  return rows.length ? answerOf(rows, lang) : { noFood: true };
}

/** The JSON the functions put after a label line ("ROWS (JSON):"). */
function jsonAfter(text: string, label: string): unknown {
  const at = text.indexOf(label);
  if (at < 0) return undefined;
  const rest = text.slice(at + label.length).trimStart();
  const end = rest.indexOf('\n\n');
  try {
    return JSON.parse(end >= 0 ? rest.slice(0, end) : rest);
  } catch {
    return undefined;
  }
}

const givenRows = (value: unknown): { name: string; grams: number }[] =>
  (Array.isArray(value) ? value : []).flatMap((v) =>
    typeof v?.name === 'string' && typeof v?.grams === 'number' ? [{ name: v.name, grams: v.grams }] : [],
  );

/** updateMeal: each food given, at exactly its weight, in the same order and with the same name. */
export function estimateRows(userText: string, lang: Lang) {
  const rows = givenRows(jsonAfter(userText, 'ROWS (JSON):')).map(({ name, grams }) => {
    const food = foodOfName(name, lang);
    return food ? rowOf(food, grams, name) : unknownRow(name, grams);
  });
  return answerOf(rows, lang);
}

/** The table food of an earlier row: the one its `food` grounds to, as the functions find it, else the
 * one its name names. */
function foodOfRow(row: Row, lang: Lang): TableFood | undefined {
  const matched = row.food ? matchFood({ food: row.food, name: row.name, language: lang })?.food : undefined;
  return matched && hasMacros(matched) ? matched : foodOfName(row.name, lang);
}

/** The portion a remark asks for: "half portion" 0.5, "double" 2, otherwise as seen. */
function portionFactor(words: string[]): number {
  if (words.some((w) => HALF.has(w))) return 0.5;
  if (words.some((w) => DOUBLE.has(w))) return 2;
  return 1;
}

/** A food right after "no", "sin", "ohne", "uden" (or after "no" and an article: "sin el arroz"). */
function isWithout(m: Mention, words: string[]): boolean {
  const before = words[m.at - 1] ?? '';
  if (WITHOUT.has(before)) return true;
  return (ARTICLES.has(before) || FILLER_WORDS.has(before)) && WITHOUT.has(words[m.at - 2] ?? '');
}

function scaleRow(row: Row, factor: number): Row {
  return {
    name: row.name,
    food: row.food,
    grams: r1(row.grams * factor),
    calories: Math.round(row.calories * factor),
    protein: r1(row.protein * factor),
    carbs: r1(row.carbs * factor),
    fat: r1(row.fat * factor),
  };
}

/**
 * Applies the user's words to rows: a food they name with an amount takes that amount, a food named
 * without one that is not there yet is added at a usual portion, "no X" removes X, "half portion" halves
 * everything. Rows the table does not know keep their figures per gram.
 */
export function applyWords(plate: PlateRow[], text: string, lang: Lang): Row[] {
  const words = wordsOf(text).map((w) => w.folded);
  const { mentions } = readFoods(text, lang);
  const removed = mentions.filter((m) => isWithout(m, words));
  const next = plate
    .filter((p) => !removed.some((m) => meansRow(m, { name: p.row.name, food: p.food }, lang)))
    .map((p) => ({ ...p }));
  for (const m of mentions) {
    if (removed.includes(m)) continue;
    const known = next.find((p) => meansRow(m, { name: p.row.name, food: p.food }, lang));
    if (!known) next.push(mentionRow(m, lang));
    else if (m.quantity) {
      const food = known.food ?? m.food;
      known.row = rowOf(food, Math.round(gramsOf(food, m.quantity)), known.row.name);
      known.food = food;
    }
  }
  // A row whose food the table knows answers with the table's figures, as every demo row does.
  const factor = portionFactor(words);
  return next.map(({ row, food }) =>
    food ? rowOf(food, row.grams * factor, row.name) : factor === 1 ? row : scaleRow(row, factor),
  );
}

/** correctMeal: the earlier rows with the user's words applied. */
export function correction(userText: string, lang: Lang) {
  const previous = jsonAfter(userText, 'PREVIOUS (JSON):') as { items?: unknown } | undefined;
  const plate: PlateRow[] = (Array.isArray(previous?.items) ? previous.items : []).flatMap(
    (v: Partial<Row>) => {
      if (
        typeof v?.name !== 'string' ||
        ![v.grams, v.calories, v.protein, v.carbs, v.fat].every((n) => typeof n === 'number')
      )
        return [];
      const row = { ...(v as Row), food: typeof v.food === 'string' ? v.food : '' };
      return [{ row, food: foodOfRow(row, lang) }];
    },
  );
  const at = userText.indexOf('CORRECTION:');
  const words = at >= 0 ? userText.slice(at + 'CORRECTION:'.length).trim() : '';
  const corrected = applyWords(plate, words, lang);
  return corrected.length ? answerOf(corrected, lang) : { noFood: true };
}
