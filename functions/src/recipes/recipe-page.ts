// A recipe page's schema.org Recipe: from JSON-LD first (a Recipe on its own, in an array, in @graph, as a
// page's mainEntity, with @type a string or a list), from microdata (itemscope itemtype=".../Recipe")
// when there is none; and the page's visible text, for the model to read when neither has a recipe.
import { closingIndex, jsonLdScripts, scanTags, type Tag, visibleText } from './html-scan.js';
import {
  hasType,
  imageOf,
  ingredientLinesOf,
  instructionsOf,
  minutesOf,
  servingsOf,
  titleOf,
} from './recipe-fields.js';

export interface PageRecipe {
  title: string;
  servings: number | undefined;
  /** Ingredient lines as written. */
  ingredients: string[];
  instructions: string[];
  times: { prep?: number; cook?: number; total?: number };
  image: string | undefined;
}

/** Nodes looked at in one JSON-LD block: far more than any recipe page has, far fewer than a hostile one
 * could nest. */
const MAX_NODES = 5000;

export function readRecipePage(html: string, pageUrl: string): PageRecipe | null {
  const tags = scanTags(html);
  for (const script of jsonLdScripts(html, tags)) {
    const node = findRecipeNode(parseJson(script));
    const recipe = node && recipeFrom(node, pageUrl);
    if (recipe) return recipe;
  }
  const micro = microdataRecipe(html, tags);
  return micro ? recipeFrom(micro, pageUrl) : null;
}

/** The page's visible text, its title first, for the model; at most `maxChars`. */
export function pageText(html: string, maxChars: number): string {
  const title = /<title[^>]*>([^<]{1,300})<\/title>/i.exec(html.slice(0, 100_000))?.[1];
  const text = visibleText(html);
  return (title ? `${visibleText(title)}\n${text}` : text).slice(0, maxChars);
}

function parseJson(text: string): unknown {
  // Some pages wrap the JSON in an HTML comment or CDATA, or leave control characters in strings.
  const cleaned = text
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>)\s*$/, '')
    .replace(/\p{Cc}+/gu, ' ');
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

function findRecipeNode(root: unknown): Record<string, unknown> | undefined {
  const queue: unknown[] = [root];
  for (let seen = 0; seen < MAX_NODES && seen < queue.length; seen++) {
    const node = queue[seen];
    if (hasType(node, 'Recipe')) return node;
    // Pushed one by one and only up to the bound: spreading a huge array would overflow the call stack.
    const children = Array.isArray(node)
      ? node
      : node && typeof node === 'object'
        ? ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item'].map(
            (key) => (node as Record<string, unknown>)[key],
          )
        : [];
    for (const child of children) {
      if (queue.length >= MAX_NODES) break;
      if (child !== undefined && child !== null && typeof child === 'object') queue.push(child);
    }
  }
  return undefined;
}

function recipeFrom(node: Record<string, unknown>, pageUrl: string): PageRecipe | null {
  const title = titleOf(node.name ?? node.headline);
  const ingredients = ingredientLinesOf(node.recipeIngredient ?? node.ingredients);
  if (!title || ingredients.length === 0) return null;
  const times = {
    prep: minutesOf(node.prepTime),
    cook: minutesOf(node.cookTime),
    total: minutesOf(node.totalTime),
  };
  return {
    title,
    servings: servingsOf(node.recipeYield ?? node.yield),
    ingredients,
    instructions: instructionsOf(node.recipeInstructions),
    times: Object.fromEntries(Object.entries(times).filter(([, v]) => v !== undefined)),
    image: imageOf(node.image, pageUrl),
  };
}

const VOID = new Set(['meta', 'link', 'img', 'br', 'hr', 'input', 'source', 'area']);
const LISTS = new Set(['recipeIngredient', 'ingredients', 'recipeInstructions']);
/** Properties read: a recipe has a few dozen; a hostile page's thousands would cost time for nothing. */
const MAX_PROPS = 500;
const RECIPE_TYPE = /(^|\s)(https?:\/\/)?schema\.org\/Recipe(\s|$)/i;

/** The Recipe item's properties as JSON-LD would give them; properties of items nested in it (its
 * author's name, a step's own parts) are not the recipe's. */
function microdataRecipe(html: string, tags: readonly Tag[]): Record<string, unknown> | undefined {
  const open = tags.findIndex(
    (t) => !t.closing && t.attrs.has('itemscope') && RECIPE_TYPE.test(t.attrs.get('itemtype') ?? ''),
  );
  if (open === -1) return undefined;
  const close = closingIndex(tags, open);
  const end = close === -1 ? tags.length : close;
  const props: Record<string, unknown> = { '@type': 'Recipe' };
  const add = (name: string, value: string) => {
    if (LISTS.has(name)) props[name] = [...((props[name] as string[] | undefined) ?? []), value];
    else props[name] ??= value;
  };
  let read = 0;
  for (let i = open + 1; i < end && read < MAX_PROPS; i++) {
    const t = tags[i];
    if (!t || t.closing) continue;
    const names = (t.attrs.get('itemprop') ?? '').split(/\s+/).filter(Boolean);
    const nested = t.attrs.has('itemscope');
    if (names.length === 0 && !nested) continue;
    read++;
    const tClose = VOID.has(t.name) ? -1 : closingIndex(tags, i);
    const inner = tClose === -1 ? '' : html.slice(t.end, tags[tClose]?.start ?? t.end);
    if (names.length > 0) {
      const value =
        t.attrs.get('content') ??
        (t.name === 'time' ? t.attrs.get('datetime') : undefined) ??
        (t.name === 'img' ? t.attrs.get('src') : undefined) ??
        (t.name === 'link' || t.name === 'a' ? t.attrs.get('href') : undefined) ??
        visibleText(inner);
      for (const name of names) add(name, value);
    }
    // An item inside the recipe (a step, the author) keeps its own properties.
    if (nested && tClose !== -1) i = tClose;
  }
  return props;
}
