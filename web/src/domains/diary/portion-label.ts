// Household measures of the food table as the user reads them. USDA writes them in English ("1 cup,
// chopped", "2 slices", "1 tbsp"); the most common measure words are translated through a small table in
// locales/ (diary.food.portionWords), and the numbers and any other words are kept as written.

/** English measure word (lower case; may be two words, "fl oz") -> the word in the user's language. */
export type PortionWords = Readonly<Record<string, string>>;

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new WeakMap<PortionWords, RegExp>();

/** One pattern per table: every word as a whole word, the longest first ("fl oz" before "oz"). */
function patternFor(words: PortionWords): RegExp | null {
  const known = patterns.get(words);
  if (known) return known;
  const keys = Object.keys(words).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${keys.map(escapeWord).join('|')})(?![\\p{L}])`, 'giu');
  patterns.set(words, pattern);
  return pattern;
}

/** `label` with each known measure word in the user's language ("1 cup, chopped" -> "1 Tasse, gehackt"). */
export function translatePortion(label: string, words: PortionWords): string {
  const pattern = patternFor(words);
  if (!pattern) return label;
  return label.replace(pattern, (word) => words[word.toLowerCase()] ?? word);
}
