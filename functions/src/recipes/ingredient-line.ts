// An ingredient line as recipe pages write it, in English, Spanish, German or Danish, read into amount,
// unit and item: "1 ½ cups flour", "2-3 Eier" (a range buys its upper end), "1/2 tsp salt", "200g Mehl",
// "2 EL Öl", "1 dl fløde", "una pizca de sal", "Salz nach Geschmack". Units are written the way the app's
// amounts know them (shared/recipes/scale-amount.ts): tbsp, EL, spsk, cda, g, ml, ... A line whose start
// is not an amount keeps amount 0 and no unit; the line as written is always kept.
import type { ImportedIngredient } from '../shared/recipes/contracts.js';

const FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** Number words that start a line ("una pizca", "zwei Eier", "a pinch"). */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  half: 0.5,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  medio: 0.5,
  media: 0.5,
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  halbe: 0.5,
  en: 1,
  et: 1,
  tre: 3,
  halv: 0.5,
  halvt: 0.5,
};

/** Unit words (lower-case, without a final dot) and how the app writes them. */
const UNITS: Record<string, string> = {};
const unit = (canonical: string, ...words: string[]) => {
  for (const w of [canonical, ...words]) UNITS[w.toLowerCase()] = canonical;
};
unit('g', 'gr', 'gram', 'grams', 'gramm', 'gramo', 'gramos', 'grammes');
unit('kg', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramm', 'kilogramo', 'kilogramos');
unit('mg');
unit('ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'mililitro', 'mililitros');
unit('l', 'liter', 'liters', 'litre', 'litres', 'litro', 'litros');
unit('dl', 'deciliter', 'deciliters');
unit('cl', 'centiliter');
unit('oz', 'ounce', 'ounces');
unit('lb', 'lbs', 'pound', 'pounds');
unit('tsp', 'teaspoon', 'teaspoons', 'tsps');
unit('tbsp', 'tablespoon', 'tablespoons', 'tbsps', 'tbs');
unit('cup', 'cups');
unit('EL', 'esslöffel');
unit('TL', 'teelöffel');
unit('Tasse', 'tassen');
unit('spsk', 'spiseske', 'spiseskefuld', 'spiseskefulde');
unit('tsk', 'teske', 'teskefuld', 'teskefulde');
unit('kop', 'kopper');
unit('cda', 'cdas', 'cucharada', 'cucharadas');
unit('cdta', 'cdtas', 'cucharadita', 'cucharaditas');
unit('taza', 'tazas');
unit('pcs', 'pc', 'piece', 'pieces');
unit('Stk.', 'stück');
// Danish pieces; a German "Stk." reads the same, and both are counted things.
unit('stk');
unit('uds', 'ud', 'unidad', 'unidades');
unit('clove', 'cloves');
unit('Zehe', 'zehen');
unit('diente', 'dientes');
unit('fed');
unit('pinch', 'pinches');
unit('Prise', 'prisen');
unit('pizca', 'pizcas');
unit('knivspids', 'knivspidser');
unit('can', 'cans');
unit('Dose', 'dosen');
unit('lata', 'latas');
unit('dåse', 'dåser');
unit('bunch');
unit('Bund');
unit('slice', 'slices');
unit('Scheibe', 'scheiben');
unit('skive', 'skiver');
unit('rebanada', 'rebanadas');

/** Amounts judged by taste, as scale-amount.ts knows them. */
const TASTE = /\b(to taste|al gusto|nach geschmack|efter smag)\b/i;
const TASTE_UNIT: Record<string, string> = {
  'to taste': 'to taste',
  'al gusto': 'al gusto',
  'nach geschmack': 'nach Geschmack',
  'efter smag': 'efter smag',
};
/** Joins a unit to its item: "1 cup of flour", "una pizca de sal", "1 dl af". */
const LINKING = /^(of|de|del|af)\s+/i;
const NUMBER = String.raw`(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?)`;
const AMOUNT = new RegExp(String.raw`^${NUMBER}(?:\s*(?:-|–|to|bis|a|til)\s*${NUMBER})?`, 'i');

function numberOf(text: string): number {
  const [whole, fraction] = text.includes('/')
    ? text.includes(' ')
      ? text.split(/\s+/)
      : ['0', text]
    : [text];
  const [n, d] = (fraction ?? '').split('/').map(Number);
  const base = Number((whole ?? '0').replace(',', '.'));
  return fraction && d ? base + (n ?? 0) / d : base;
}

const MAX_AMOUNT = 1_000_000;

export function parseIngredientLine(line: string): ImportedIngredient {
  const original = line.replace(/\s+/g, ' ').trim().slice(0, 300);
  let rest = original.replace(/(\d)?([½⅓⅔¼¾⅕⅛⅜⅝⅞])/g, (_, digit: string | undefined, f: string) =>
    digit ? `${digit} ${FRACTIONS[f]}` : (FRACTIONS[f] ?? f),
  );
  let amount = 0;
  const m = AMOUNT.exec(rest);
  if (m) {
    // A range ("2-3 eggs") is bought at its upper end.
    amount = numberOf(m[2] ?? m[1] ?? '0');
    rest = rest.slice(m[0].length).trim();
  } else {
    const word = /^(\p{L}+)\s+/u.exec(rest);
    const n = word ? NUMBER_WORDS[(word[1] ?? '').toLowerCase()] : undefined;
    const next = word ? rest.slice(word[0].length) : '';
    // "a pinch", "una pizca", "zwei Eier": a number word counts only before a unit or a word.
    if (word && n !== undefined && /^\p{L}/u.test(next)) {
      amount = n;
      rest = next;
    }
  }
  let unitText = '';
  if (amount > 0) {
    const u = /^([\p{L}]+)\.?(?=\s|$|,)/u.exec(rest);
    const known = u ? UNITS[(u[1] ?? '').toLowerCase()] : undefined;
    if (u && known) {
      unitText = known;
      rest = rest.slice(u[0].length).trim().replace(LINKING, '');
    }
  }
  const taste = TASTE.exec(rest);
  if (taste && unitText === '') {
    unitText = TASTE_UNIT[(taste[1] ?? '').toLowerCase()] ?? '';
    amount = 0;
    rest = rest.replace(TASTE, '');
  }
  const item = itemOf(rest) || itemOf(original) || original;
  const sane = Number.isFinite(amount) && amount >= 0 && amount <= MAX_AMOUNT;
  return { item, amount: sane ? Math.round(amount * 1000) / 1000 : 0, unit: unitText, original };
}

/** The thing to buy: without what is done to it after a comma, notes in brackets, or leftover marks. */
function itemOf(text: string): string {
  return (text.replace(/\([^)]*\)/g, ' ').split(/,|;|\s[-–]\s/)[0] ?? '')
    .replace(/^[\s\-–:.,*•]+|[\s\-–:.,*•]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
