// Sample recipe pages, so that importing a recipe from a web address works on `npm start` and in the
// test stacks without the internet: one page for each way sites publish a recipe (JSON-LD on its own, in a
// @graph, in an array, microdata) and one with no structured recipe, in the app's four languages. The pages
// are files in ../../recipe-pages (written for this project, CC0; see its README), read on first request.
// The functions may fetch them because on the emulators loopback addresses are allowed, on any port.
import { readFileSync } from 'node:fs';
import type { LocalService } from 'local-firebase';

const DIR = new URL('../../recipe-pages/', import.meta.url);

/** The pages by their path under `/recipes`, with their content types. */
export const recipePageFiles: Record<string, string> = {
  '/': 'index.html',
  '/pancakes.html': 'pancakes.html',
  '/kartoffelsuppe.html': 'kartoffelsuppe.html',
  '/frikadeller.html': 'frikadeller.html',
  '/tortilla.html': 'tortilla.html',
  '/lentil-soup.html': 'lentil-soup.html',
  '/pancakes.svg': 'pancakes.svg',
};

const cache = new Map<string, string>();

function page(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(new URL(file, DIR), 'utf8');
    cache.set(file, text);
  }
  return text;
}

/** The sample pages at `/recipes/...`; `/recipes/moved` redirects to the pancakes, as moved pages do. */
export const recipePagesService: LocalService = {
  name: 'sample recipe pages',
  prefix: '/recipes',
  handle(request) {
    if (request.method !== 'GET') return undefined;
    if (request.path === '/moved')
      return {
        status: 301,
        headers: { location: '/recipes/pancakes.html' },
        body: '',
        contentType: 'text/plain',
      };
    const file = Object.hasOwn(recipePageFiles, request.path) ? recipePageFiles[request.path] : undefined;
    if (!file) return undefined;
    const contentType = file.endsWith('.svg') ? 'image/svg+xml' : 'text/html; charset=utf-8';
    return { status: 200, body: page(file), contentType };
  },
};
