// Words as food search compares them: folded (case, accents, Danish and German letters), split into
// tokens, and reduced to a crude stem so "manzanas", "Äpfel", "kartoflerne" and "tomatoes" meet their
// singular. The stemmer is one list for all four languages: a food name and a query are stemmed the same
// way, so an over-eager cut on both sides still compares equal, and one list needs no language guess.

/** "Plátano" -> "platano", "Æble" -> "aeble", "rødbede" -> "rodbede", "Grieß" -> "griess". */
export function fold(text: string): string {
  // Most names are plain ASCII (all of USDA's): skip the Unicode work for them.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Folded words and numbers: "Pechuga de pollo, cruda" -> ["pechuga", "de", "pollo", "cruda"]. */
export function tokenize(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

// Longest first; one cut per word. Plurals and inflections of the four languages: Danish definite and
// plural forms (-erne, -ene, -er, -en, -e; "-er" also covers the "-r" of "pærer"), German (-en, -er, -e,
// -n, -s), Spanish (-es, -s), English (-ies, -es, -ed, -s). Danish neuter "-et" is left alone: people log
// "æble", not "æblet", and the cut would make "fillet" the same word as "filled".
const SUFFIXES = ['erne', 'ene', 'es', 'en', 'er', 'ed', 'e', 's', 'n'];
const MIN_STEM = 3;

export function stem(token: string): string {
  if (token.length <= MIN_STEM || /\d/.test(token)) return token;
  if (token.endsWith('ies') && token.length - 3 >= MIN_STEM) return `${token.slice(0, -3)}y`;
  for (const suffix of SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= MIN_STEM) {
      return token.slice(0, -suffix.length);
    }
  }
  return token;
}

/**
 * The stem, and for a plural in -s also the stem of that stem: one cut cannot know whether "limones" is
 * "limón" + "es" or "cheeses" is "cheese" + "s", so both readings are kept and a word meets another
 * when any of their stems agree ("limones" -> limon, limo; "limón" -> limo).
 */
export function stemVariants(token: string): string[] {
  const first = stem(token);
  if (!token.endsWith('s')) return [first];
  const second = stem(first);
  return second === first ? [first] : [first, second];
}

/**
 * The letters of a word as bits (a-z, and one bit for digits): one edit can add at most one letter the
 * other word lacks, so two words whose masks differ by more letters than the typos allowed cannot match,
 * and most of the vocabulary is ruled out without computing a distance.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    mask |= c >= 0 && c < 26 ? 1 << c : 1 << 26;
  }
  return mask;
}

export function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Typos forgiven in a word of this length: none below 6 letters, 1 from 6, 2 from 10. A short word with
 * one letter changed is more often another food than a slip ("orzo" and "Oreo", "latte" and "latkes").
 */
export function allowedTypos(length: number): number {
  return length >= 10 ? 2 : length >= 6 ? 1 : 0;
}

const row: number[] = [];

/**
 * Levenshtein distance between a and b if it is at most `max`, else max + 1. Stops as soon as a whole
 * row exceeds `max`, so comparing a query word with the whole vocabulary stays cheap.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + cost);
      row[j] = value;
      diagonal = above;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return Math.min(row[b.length] as number, max + 1);
}

/** Little words a query may carry that a name need not contain ("pechuga de pollo", "kaffe med mælk"). */
export const FILLER_WORDS = new Set([
  'a',
  'al',
  'and',
  'con',
  'de',
  'del',
  'el',
  'en',
  'i',
  'in',
  'la',
  'las',
  'los',
  'med',
  'mit',
  'of',
  'og',
  'or',
  'the',
  'und',
  'with',
  'y',
]);
