#!/usr/bin/env node
// Derives web/src/domains/nutrition/table-food-names.json from functions/data/food-table.json: for every
// food with curated names, its source name and its names in English, Spanish, German and Danish (the first
// of each is the one shown). The web app loads it, only when it shows rows of table foods, to name each
// food in the reader's language whatever language the row was made in. Same output byte for byte on every
// run; build-food-table.mjs and apply-names.mjs run it after writing the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TABLE = join(root, 'functions', 'data', 'food-table.json');
const OUT = join(root, 'web', 'src', 'domains', 'nutrition', 'table-food-names.json');
/** The order of the names per food in the output, after the source name. */
export const NAME_LANGUAGES = ['en', 'es', 'de', 'da'];

/** { id: [source name, en names, es names, de names, da names] } of the foods that have curated names. */
export function foodNames(table) {
  const out = {};
  for (const food of table.foods) {
    if (!food.names) continue;
    out[food.id] = [food.name, ...NAME_LANGUAGES.map((language) => food.names[language] ?? [])];
  }
  return out;
}

export function writeFoodNames() {
  const names = foodNames(JSON.parse(readFileSync(TABLE, 'utf8')));
  writeFileSync(OUT, `${JSON.stringify(names)}\n`);
  return Object.keys(names).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`table-food-names.json: ${writeFoodNames()} foods`);
}
