// Reads locales/<lang>/<namespace>.json from disk for the parity tests.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const localesDir = resolve(import.meta.dirname, '../../../locales');
/** Every language the app ships (declared once, shared/languages.ts). */
export { languages as testLanguages } from '@shared/languages';

export type Flat = Map<string, string>;

export function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out;
}

export function namespaces(language: string): string[] {
  return readdirSync(`${localesDir}/${language}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export function readNamespace(language: string, namespace: string): Flat | undefined {
  try {
    return flatten(JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** {{name}} placeholders of a string, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] as string).sort();
}
