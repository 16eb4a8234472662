// The functions' own strings, from locales/<lang>/<file> (copied into lib/locales at build): read and
// checked on first use for each language, then kept. An unknown language reads as English.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { languageSchema } from '../shared/account/documents.js';
import type { Language } from '../shared/languages.js';

const here = dirname(fileURLToPath(import.meta.url));
// lib/platform -> lib/locales (built and deployed); src/platform -> <repo>/locales (tests, tsx).
const roots = [join(here, '..', 'locales'), join(here, '..', '..', '..', 'locales')];

/** A reader of `file` (e.g. "email.json") in a language, parsed with `schema`. */
export function localeFile<S extends z.ZodType>(file: string, schema: S) {
  const cache = new Map<Language, z.output<S>>();
  return (language: unknown): { language: Language; content: z.output<S> } => {
    const lang = languageSchema.safeParse(language).data ?? 'en';
    const cached = cache.get(lang);
    if (cached) return { language: lang, content: cached };
    const root = roots.find((r) => existsSync(join(r, lang, file)));
    if (!root) throw new Error(`${file} for ${lang} not found`);
    const content = schema.parse(JSON.parse(readFileSync(join(root, lang, file), 'utf8')));
    cache.set(lang, content);
    return { language: lang, content };
  };
}
