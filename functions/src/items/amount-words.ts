// The words for amounts too small to measure ("a pinch", "to taste") in the user's language, from
// locales/<lang>/recipe.json (copied into lib/ at build, like the e-mail strings), so shopping items
// read the same as the recipe on the user's screen.
import { z } from 'zod';
import { localeFile } from '../platform/locale-file.js';
import type { AmountFormat } from '../shared/recipes/scale-amount.js';

const recipeFileSchema = z.object({ amounts: z.object({ pinch: z.string(), toTaste: z.string() }) });

const readRecipeFile = localeFile('recipe.json', recipeFileSchema);

/** Digits and words for `language`; an unknown language reads as English. */
export function amountFormat(language: unknown): AmountFormat {
  const { language: lang, content } = readRecipeFile(language);
  return { language: lang, words: content.amounts };
}
