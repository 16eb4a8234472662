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
  /^(instructions?|method|directions|steps|preparation|preparación|instrucciones|elaboración|zubereitung|anleitung|fremgangsmåde|sådan gør du)\b/i;
const UNITS =
  'kg|g|mg|ml|dl|cl|l|tbsp|tsp|cups?|pcs|spsk|tsk|kop(?:per)?|stk\\.?|el|tl|tassen?|cdas?|cdtas?|tazas?|uds|pieces?|cloves?|dientes?|fed|zehen?';
const QTY = '(\\d+(?:[.,]\\d+)?(?:\\s*/\\s*\\d+)?|½|¼|¾|⅓|⅔)';
const INGREDIENT_LINE = new RegExp(`^${QTY}\\s*(?:(${UNITS})\\.?\\s+|\\s+)(.+)$`, 'i');
const SERVINGS = [
  /(?:serves|servings?|portions?|porciones|raciones|para|portionen|für|personer|til|pers\.?)\s*:?\s*(\d+)/i,
  /(\d+)\s*(?:servings|portions|people|persons|porciones|personas|portionen|personen|portioner|personer)/i,
];
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

function quantity(raw: string): number {
  if (raw in FRACTIONS) return FRACTIONS[raw] as number;
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return Number(raw.replace(',', '.'));
}

const clean = (line: string) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim();

export function parseRecipeText(text: string): ParsedRecipe {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let section: 'head' | 'ingredients' | 'steps' = 'head';
  let title = '';
  let servings: number | null = null;
  const ingredients: ParsedIngredient[] = [];
  const instructions: string[] = [];
  for (const line of lines) {
    for (const re of SERVINGS) {
      const m = re.exec(line);
      if (m && servings === null) servings = Number(m[1]);
    }
    if (INGREDIENT_HEADER.test(line) && line.length < 40) {
      section = 'ingredients';
      continue;
    }
    if (STEP_HEADER.test(line) && line.length < 40) {
      section = 'steps';
      continue;
    }
    const bare = line.replace(/^\s*[-*•·]\s+/, '');
    const ing = INGREDIENT_LINE.exec(bare);
    const looksLikeStep = /^\d+[.)]\s+/.test(line) || bare.length > 60 || /[.!]$/.test(bare);
    if (section !== 'steps' && ing && !looksLikeStep) {
      ingredients.push({
        amount: quantity(ing[1] as string),
        unit: (ing[2] ?? '').toLowerCase(),
        name: (ing[3] as string).trim(),
      });
      if (section === 'head') section = 'ingredients';
    } else if (section === 'ingredients' && !looksLikeStep) {
      ingredients.push({ name: clean(line), amount: 0, unit: '' });
    } else if (section === 'head' && !title && !SERVINGS.some((r) => r.test(line))) {
      title = clean(line).replace(/[:.]$/, '');
    } else if (section !== 'head' || looksLikeStep) {
      instructions.push(clean(line));
      section = 'steps';
    }
  }
  return { title, servings, ingredients, instructions };
}
