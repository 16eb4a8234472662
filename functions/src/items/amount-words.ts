// The words for amounts too small to measure ("a pinch", "to taste") in the user's language, from
// locales/<lang>/recipe.json (copied into lib/ at build, like the e-mail strings), so shopping items
// read the same as the recipe on the user's screen.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { languageSchema } from '../shared/contracts.js';
import type { AmountFormat } from '../shared/scale-amount.js';

const recipeFileSchema = z.object({ amounts: z.object({ pinch: z.string(), toTaste: z.string() }) });

const here = dirname(fileURLToPath(import.meta.url));
// lib/items -> lib/locales (built and deployed); src/items -> <repo>/locales (tests, tsx).
const roots = [join(here, '..', 'locales'), join(here, '..', '..', '..', 'locales')];
const cache = new Map<string, AmountFormat>();

/** Digits and words for `language`; an unknown language reads as English. */
export function amountFormat(language: unknown): AmountFormat {
  const lang = languageSchema.safeParse(language).data ?? 'en';
  const cached = cache.get(lang);
  if (cached) return cached;
  const root = roots.find((r) => existsSync(join(r, lang, 'recipe.json')));
  if (!root) throw new Error(`recipe.json for ${lang} not found`);
  const { amounts } = recipeFileSchema.parse(
    JSON.parse(readFileSync(join(root, lang, 'recipe.json'), 'utf8')),
  );
  const format = { language: lang, words: amounts };
  cache.set(lang, format);
  return format;
}
