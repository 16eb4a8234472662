#!/usr/bin/env node
// Re-derives only the curated names of functions/data/food-table.json from everyday-names.json and
// added-foods.json, for a change to the names that needs none of the sources the full build downloads.
// It checks both files as the build does (ids in the table, no empty or duplicate names, one display name
// per food per language) and sets each food's `names` as the build would, so the file is the same byte
// for byte as a full build with the same names files.
//
//   node scripts/food-table/apply-names.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFoodNames } from './build-food-names.mjs';
import { curatedProblems, everydayNamesById } from './curated-names.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const TABLE = join(here, '..', '..', 'functions', 'data', 'food-table.json');

const problems = [];
const added = JSON.parse(readFileSync(join(here, 'added-foods.json'), 'utf8'));
const names = everydayNamesById(
  JSON.parse(readFileSync(join(here, 'everyday-names.json'), 'utf8')),
  problems,
);
for (const [id, entry] of Object.entries(added)) names[id] = entry.names;
const table = JSON.parse(readFileSync(TABLE, 'utf8'));
problems.push(...curatedProblems(names, new Set(table.foods.map((f) => f.id))));
if (problems.length) {
  console.error(`the curated files have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
let changed = 0;
for (const food of table.foods) {
  const next = names[food.id];
  if (JSON.stringify(next) === JSON.stringify(food.names)) continue;
  changed++;
  if (next) food.names = next;
  else delete food.names;
}
writeFileSync(TABLE, JSON.stringify(table));
console.log(`names: ${Object.keys(names).length} curated foods; ${changed} changed in ${TABLE}`);
console.log(`table-food-names.json: ${writeFoodNames()} foods`);
