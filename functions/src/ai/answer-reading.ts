// Model answers arrive with keys in any of the four app languages and numbers written as text
// ("250 kcal", "12,5 g"). The answer schemas read every field through these helpers.
import answerKeys from './answer-keys.json' with { type: 'json' };

/** The words a model may use for each answer key, in the four languages, written as plainKey writes them. */
const SYNONYMS: Record<string, string[]> = answerKeys;

const LOOKUP = new Map<string, string>();
for (const [canonical, words] of Object.entries(SYNONYMS)) for (const w of words) LOOKUP.set(w, canonical);

/** "Kalorien", "calorías", "Næringsindhold" -> comparable plain lower-case letters (and digits, where they
 * tell keys apart: "Vitamin B12"). */
export function plainKey(key: string, keepDigits = false): string {
  return key
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(keepDigits ? /[^a-z0-9]/g : /[^a-z]/g, '');
}

export function canonicalKey(key: string): string | undefined {
  const plain = plainKey(key);
  return LOOKUP.get(plain) ?? LOOKUP.get(plain.replace(/(grams|kcal|g)$/, ''));
}

/** Shallow copy with canonical keys; the first occurrence of a canonical key wins. */
export function canonicalise(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const canonical = canonicalKey(key) ?? key;
    if (!(canonical in out)) out[canonical] = v;
  }
  return out;
}

export type NumberRead =
  | { kind: 'ok'; value: number }
  | { kind: 'missing' }
  | { kind: 'negative' }
  | { kind: 'invalid' };

/** 250, "250", "250 kcal", "12,5 g", "~300", "300-400" (midpoint), "1/2", "1 1/2". Never Infinity or
 * NaN: a string of 400 digits reads as invalid, not as Infinity. */
export function readNumber(value: unknown): NumberRead {
  if (value === undefined || value === null || value === '') return { kind: 'missing' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { kind: 'invalid' };
    return value < 0 ? { kind: 'negative' } : { kind: 'ok', value };
  }
  if (typeof value !== 'string') return { kind: 'invalid' };
  const text = value.trim().replace(/(\d),(\d)/g, '$1.$2');
  if (/^[~≈]?\s*-\s*\d/.test(text) || /^minus\b/i.test(text)) return { kind: 'negative' };
  const mixed = text.match(/^[~≈]?\s*(\d+)\s+(\d+)\s*\/\s*(\d+)/);
  if (mixed) return finite(Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]));
  const frac = text.match(/^[~≈]?\s*(\d+)\s*\/\s*(\d+)/);
  if (frac) return finite(Number(frac[1]) / Number(frac[2]));
  const range = text.match(/^[~≈]?\s*(\d+(?:\.\d+)?)\s*(?:-|–|to|til|bis|a)\s*(\d+(?:\.\d+)?)/i);
  if (range) return finite((Number(range[1]) + Number(range[2])) / 2);
  const single = text.match(/^[~≈]?\s*(\d+(?:\.\d+)?)/);
  if (single) return finite(Number(single[1]));
  return { kind: 'invalid' };
}

function finite(value: number): NumberRead {
  return Number.isFinite(value) ? { kind: 'ok', value } : { kind: 'invalid' };
}

/** Upper bounds of a believable answer. A model (or a hostile provider) can return 1e308 g of protein;
 * stored, such a figure breaks the history's sums and, once rounding overflows to Infinity, the
 * callable's response encoding. Calories and macros are per meal (food) or per serving (recipes). */
export const plausible = {
  calories: 10_000,
  macroGrams: 1_000,
  servings: 1_000,
  /** One ingredient's amount in any unit (100 kg, 100 l). */
  amount: 100_000,
  /** One recognised item on a plate. */
  itemGrams: 10_000,
} as const;

/** The bound for one nutrition figure: kcal for calories, grams for the macros. */
export function macroBound(field: 'calories' | 'protein' | 'carbs' | 'fat'): number {
  return field === 'calories' ? plausible.calories : plausible.macroGrams;
}

/** Strings kept, trimmed, blank ones and non-strings dropped. */
export function stringList(value: unknown, max = 100, maxChars = 500): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim().slice(0, maxChars))
    .filter((v) => v !== '')
    .slice(0, max);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
