/** Reads a pasted recipe the way a person would: title, servings, ingredient lines and steps. */
export interface ParsedIngredient {
  name: string;
  amount: number;
  unit: string;
}
export interface ParsedRecipe {
  title: string;
  servings: number | null;
  ingredients: ParsedIngredient[];
  instructions: string[];
}

const INGREDIENT_HEADER = /^(ingredients?|ingredientes|zutaten|ingredienser)\b/i;
const STEP_HEADER =
  /^(instructions?|method|directions|steps|preparation|preparación|instrucciones|elaboración|pasos|zubereitung|anleitung|fremgangsmåde|sådan gør du)\b/i;
const UNITS = [
  'kg|g|gr|mg|ml|dl|cl|l|tbsp|tsp|cups?|pcs|spsk|tsk|kop(?:per)?|stk|stück|el|tl|tassen?|tazas?|cdas?|cdtas?|uds?',
  'pieces?|slices?|skiver?|scheiben?|rebanadas?|lonchas?|cloves?|dientes?|fed|zehen?',
  'cans?|tins?|latas?|dosen?|dåser?|pinch|pizca|prise|knivspids|knsp|handful|puñado|handvoll|håndfuld',
].join('|');
const QTY = '(\\d+\\s*[½¼¾⅓⅔]|\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+(?:[.,]\\d+)?(?:\\s*/\\s*\\d+)?|[½¼¾⅓⅔])';
const INGREDIENT_LINE = new RegExp(
  `^${QTY}\\s*(?:(${UNITS})\\.?\\s+(?:(?:of|de|af|von)\\s+)?|\\s+)(.+)$`,
  'iu',
);
const COUNT = '(\\d{1,3})';
const PEOPLE =
  'people|persons?|personas|personen|personer|pers\\.?|servings|portions?|porciones|raciones|portionen|portioner';
/** "Serves 4", "Servings: 4", "4 personas"; "for 4" only with people or at the end ("Backen für 20 Minuten" is
 * no serving count). */
const SERVINGS = [
  new RegExp(`(?:^|\\s|\\()(?:for|para|für|til)\\s+${COUNT}\\s*(?:${PEOPLE})?\\s*(?=[):,.]|$)`, 'iu'),
  new RegExp(
    `\\b(?:serves|servings?|yield|portions?|porciones|raciones|portionen|portioner)\\s*:?\\s*${COUNT}`,
    'iu',
  ),
  new RegExp(`${COUNT}\\s*(?:${PEOPLE})\\b`, 'iu'),
];
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

function quantity(raw: string): number {
  const mixed = /^(\d+)\s*([½¼¾⅓⅔]|\d+\s*\/\s*\d+)$/.exec(raw);
  if (mixed) return Number(mixed[1]) + quantity(mixed[2] as string);
  if (raw in FRACTIONS) return FRACTIONS[raw] as number;
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return Number(raw.replace(',', '.'));
}

const clean = (line: string) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim();

function servingsIn(line: string): { count: number; rest: string } | null {
  for (const re of SERVINGS) {
    const m = re.exec(line);
    if (!m) continue;
    // "Pancakes (serves 4)": the whole bracket goes; "Pancakes for 4:" loses the phrase.
    const bracket = /\s*[([][^)\]]*[)\]]/g;
    const inBracket = [...line.matchAll(bracket)].find(
      (b) => (b.index ?? 0) <= m.index && m.index < (b.index ?? 0) + b[0].length,
    );
    const rest = inBracket
      ? line.replace(inBracket[0], ' ')
      : line.slice(0, m.index) + line.slice(m.index + m[0].length);
    return { count: Number(m[1]), rest: rest.replace(/^[\s\-–,:]+|[\s\-–,:]+$/g, '') };
  }
  return null;
}

/** "Pancakes for 4: 200 g flour, 2 eggs, 300 ml milk. Mix and fry." -> one line per part. */
function expandInline(line: string): string[] {
  const colon = line.indexOf(':');
  const head = colon > 0 ? line.slice(0, colon) : '';
  const body = colon > 0 ? line.slice(colon + 1) : line;
  const sentences = body.split(/(?<=[^\d])\.\s+|\.$/);
  const parts = (sentences[0] ?? '').split(/\s*[,;]\s*|\s+(?:and|y|und|og)\s+(?=\d)/i).map((p) => p.trim());
  if (parts.length < 2 || !parts.every((p) => INGREDIENT_LINE.test(p))) return [line];
  const steps = sentences
    .slice(1)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => `- ${s.replace(/\.?$/, '.')}`);
  return [...(head ? [head] : []), ...parts, ...steps];
}

export function parseRecipeText(text: string): ParsedRecipe {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap(expandInline);
  let section: 'head' | 'ingredients' | 'steps' = 'head';
  let title = '';
  let servings: number | null = null;
  const ingredients: ParsedIngredient[] = [];
  const instructions: string[] = [];
  for (const line of lines) {
    if (INGREDIENT_HEADER.test(line) && line.length < 40) {
      section = 'ingredients';
      continue;
    }
    if (STEP_HEADER.test(line) && line.length < 40) {
      section = 'steps';
      continue;
    }
    const served = section !== 'steps' && line.length < 80 ? servingsIn(line) : null;
    if (served && servings === null) servings = served.count;
    const bare = line.replace(/^\s*[-*•·]\s+/, '');
    const ing = INGREDIENT_LINE.exec(bare);
    const looksLikeStep =
      /^\d+[.)]\s+/.test(line) || /^[-*•·]\s+.*[.!]$/.test(line) || bare.length > 60 || /[.!]$/.test(bare);
    if (section !== 'steps' && ing && !served && !looksLikeStep) {
      ingredients.push({
        amount: quantity(ing[1] as string),
        unit: (ing[2] ?? '').toLowerCase(),
        name: (ing[3] as string).trim(),
      });
      if (section === 'head') section = 'ingredients';
    } else if (section === 'head' && !title && (!served || /\p{L}{3}/u.test(served.rest))) {
      title = clean(served ? served.rest : line).replace(/[:.]$/, '');
    } else if (served && section !== 'steps') {
      // A servings line on its own.
    } else if (section === 'ingredients' && !looksLikeStep) {
      ingredients.push({ name: clean(line), amount: 0, unit: '' });
    } else if (section !== 'head' || looksLikeStep) {
      instructions.push(clean(line));
      section = 'steps';
    }
  }
  return { title, servings, ingredients, instructions };
}
