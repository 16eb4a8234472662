// importRecipeFromUrl: a recipe page's address in, the recipe stored in History as a scanned recipe with
// its source address. The page's schema.org Recipe is read as written; only a page without one is read by
// the model (one call, its text capped). Either way the nutrition per serving comes from the food table,
// with its coverage. Nothing is stored when anything fails.

import { ParseFailure } from '../ai/parse-failure.js';
import { scannedRecipeAnswer } from '../ai/parse-scan.js';
import { scanPrompt } from '../ai/prompts.js';
import { demoFlag, runAiCall } from '../ai/run-ai-call.js';
import { storeScannedMeal } from '../diary/meal-store.js';
import { checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { logEvents } from '../platform/log.js';
import type { Handler } from '../platform/run-callable.js';
import { PageFetchError } from '../platform/web-pages-port.js';
import type { ErrorName } from '../shared/error-codes.js';
import { type Language, languages } from '../shared/languages.js';
import { limits } from '../shared/limits.js';
import type { ImportedIngredient, ImportedRecipe } from '../shared/recipes/contracts.js';
import { countRecipeImport } from './import-cap.js';
import { parseIngredientLine } from './ingredient-line.js';
import { recipeNutrition } from './recipe-nutrition.js';
import { pageText, readRecipePage } from './recipe-page.js';

/** The same answer and limits as a pasted recipe text. */
const textLimits = { maxTokens: 1200, temperature: 0.3 };
/** Less text than this is no recipe for the model to find (an empty shell of a script-built page). */
const MIN_TEXT_CHARS = 80;

const fetchErrors: Record<PageFetchError['kind'], ErrorName> = {
  'not-allowed': 'recipeUrlNotAllowed',
  'too-big': 'recipePageTooBig',
  timeout: 'recipePageTooSlow',
  'too-many-redirects': 'recipePageUnreachable',
  http: 'recipePageUnreachable',
  connection: 'recipePageUnreachable',
  'not-html': 'noRecipeOnPage',
};

type Read = Omit<ImportedRecipe, 'nutritionPerServing' | 'coverage' | 'sourceUrl'> & { demo: boolean };

export const handleImportRecipeFromUrl: Handler<'importRecipeFromUrl'> = async (input, ctx, deps) => {
  const userLanguage = await countRecipeImport(ctx, deps);
  const page = await deps.pages.fetchPage(input.url).catch((error: unknown) => {
    if (!(error instanceof PageFetchError)) throw error;
    deps.log.info(logEvents.recipeImportRefused, { uid: ctx.uid, kind: error.kind, message: error.message });
    throw new AppError(fetchErrors[error.kind], { cause: error });
  });
  const structured = readRecipePage(page.html, page.url);
  const read: Read = structured
    ? {
        title: structured.title,
        servings: structured.servings ?? 1,
        ingredients: structured.ingredients.map(parseIngredientLine),
        instructions: structured.instructions,
        ...(Object.keys(structured.times).length > 0 ? { times: structured.times } : {}),
        ...(structured.image ? { image: structured.image } : {}),
        readBy: 'structured',
        demo: false,
      }
    : await readByModel(pageText(page.html, limits.recipePageTextChars), ctx, deps);
  const pageLanguage = languageOf(page.html) ?? userLanguage;
  const nutrition = recipeNutrition(read.ingredients, read.servings, pageLanguage, userLanguage);
  const { demo, ...fields } = read;
  const recipe: ImportedRecipe = {
    ...fields,
    ingredients: nutrition.ingredients,
    sourceUrl: page.url,
    nutritionPerServing: nutrition.perServing,
    coverage: nutrition.coverage,
  };
  const mealId = await storeScannedMeal(
    deps,
    ctx.uid,
    {
      title: recipe.title,
      servings: recipe.servings,
      ingredients: recipe.ingredients.map((i) => i.original),
      instructions: recipe.instructions,
      nutritionInfo: recipe.nutritionPerServing,
      recipeIngredients: recipe.ingredients.map(({ item, amount, unit }) => ({ item, amount, unit })),
    },
    checkCalorieConsistency(recipe.nutritionPerServing),
    { demo, sourceUrl: page.url },
  );
  return { mealId, recipe, ...demoFlag(demo) };
};

/** One model call over the page's text; an answer that is no recipe (or not a usable one) means the page
 * has none. */
async function readByModel(text: string, ctx: CallContext, deps: Deps): Promise<Read> {
  if (text.length < MIN_TEXT_CHARS) throw new AppError('noRecipeOnPage');
  const call = await runAiCall(
    {
      mode: 'scan-text',
      answer: scannedRecipeAnswer,
      prompt: (language) => {
        const p = scanPrompt(language, { text });
        return {
          system: `${p.system} The text is a web page: read only its recipe. If it holds no recipe, answer {"noRecipe": true}.`,
          user: p.user,
        };
      },
      ...textLimits,
      totals: (r) => r.nutritionInfo,
    },
    ctx,
    deps,
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.cause instanceof ParseFailure)
      throw new AppError('noRecipeOnPage', { cause: error });
    throw error;
  });
  const r = call.value;
  const ingredients: ImportedIngredient[] = r.recipeIngredients.map((i, n) => ({
    ...i,
    original: r.ingredients[n] ?? i.item,
  }));
  return {
    title: r.title,
    servings: r.servings,
    ingredients,
    instructions: r.instructions,
    readBy: 'model',
    demo: call.demo,
  };
}

/** The page's own language (`<html lang="de-DE">`), when it is one of the app's. */
function languageOf(html: string): Language | undefined {
  const lang = /<html\b[^>]*\blang\s*=\s*["']?([a-zA-Z]{2})/i.exec(html.slice(0, 5000))?.[1]?.toLowerCase();
  return languages.find((l) => l === lang);
}
