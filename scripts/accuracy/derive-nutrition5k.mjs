#!/usr/bin/env node
// Derives scripts/accuracy/nutrition5k.json, the reference data of `npm run bench:accuracy`, from the
// metadata CSVs of Nutrition5k (Google Research, CC BY 4.0). Re-runnable; the output depends only on the
// three CSVs and dish-names.json.
//
//   node scripts/accuracy/derive-nutrition5k.mjs <ingredients_metadata.csv> <dish_metadata_cafe1.csv> \
//     <dish_metadata_cafe2.csv>
//
// Every ingredient row of a dish must agree with the ingredient's per-gram figures (the data set states
// both); a row that does not, and a name that is no food ("plate only", "deprecated"), is left out with
// its dish, and the file lists what was left out and why.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const OUT = join(here, 'nutrition5k.json');
const DISH_NAMES = join(here, 'dish-names.json');
/** Names the data set gives to what is no food: an empty plate, ingredients it retired. */
const NOT_FOODS = new Map([
  ['plate only', 'an empty plate, no food'],
  ['deprecated', 'an ingredient the data set retired; its name says no food'],
]);
/** A row's energy may differ from grams x the per-gram figure by rounding: 1 % or 0.1 kcal. */
const agrees = (a, b) => Math.abs(a - b) <= Math.max(0.1, 0.01 * Math.max(a, b));

const [ingredientsCsv, cafe1Csv, cafe2Csv] = process.argv.slice(2);
if (!ingredientsCsv || !cafe1Csv || !cafe2Csv) {
  console.error(
    'usage: node scripts/accuracy/derive-nutrition5k.mjs <ingredients_metadata.csv> <dish_metadata_cafe1.csv> <dish_metadata_cafe2.csv>',
  );
  process.exit(2);
}

const lines = (file) =>
  readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim());
const round = (n, digits) => Number(n.toFixed(digits));

// ingredients_metadata.csv: ingr,id,cal/g,fat(g),carb(g),protein(g)
const [header, ...rows] = lines(ingredientsCsv);
if (header.trim() !== 'ingr,id,cal/g,fat(g),carb(g),protein(g)')
  throw new Error(`unexpected header ${header}`);
const ingredients = new Map();
for (const row of rows) {
  const [name, id, kcal, fat, carbs, protein] = row.split(',');
  const perGram = [kcal, protein, carbs, fat].map(Number);
  if (perGram.some((n) => !Number.isFinite(n) || n < 0)) throw new Error(`bad figures: ${row}`);
  ingredients.set(Number(id), { name: name.trim(), perGram });
}

const dishNames = JSON.parse(readFileSync(DISH_NAMES, 'utf8')).names;
for (const name of dishNames)
  if (![...ingredients.values()].some((i) => i.name === name))
    throw new Error(`dish-names.json: no "${name}"`);

const excludedNames = [...ingredients]
  .filter(([, i]) => NOT_FOODS.has(i.name))
  .map(([id, i]) => ({ id, name: i.name, reason: NOT_FOODS.get(i.name) }));

// dish_metadata_*.csv: dish id, total calories, mass, fat, carb, protein, then 7 fields an ingredient:
// id (ingr_0000000508), name, grams, calories, fat, carb, protein.
function dishes(file) {
  const kept = {};
  const left = { notFood: 0, disagrees: 0, empty: 0 };
  const disagreeing = [];
  for (const line of lines(file)) {
    const f = line.split(',');
    const items = [];
    let reason;
    for (let i = 6; i + 6 < f.length && f[i]; i += 7) {
      const id = Number(f[i].replace('ingr_', ''));
      const ingredient = ingredients.get(id);
      const grams = Number(f[i + 2]);
      const kcal = Number(f[i + 3]);
      // The dish files name some later ingredients "0"; their id names them in the ingredient file.
      const named = f[i + 1].trim();
      if (!ingredient || (named !== ingredient.name && named !== '0'))
        throw new Error(`${f[0]}: ${f[i]} is "${named}", not "${ingredient?.name}"`);
      if (NOT_FOODS.has(ingredient.name)) reason ??= 'notFood';
      else if (!agrees(kcal, grams * (ingredient.perGram[0] ?? 0))) {
        reason ??= 'disagrees';
        disagreeing.push(`${f[0]} ${ingredient.name}: ${kcal} kcal for ${grams} g`);
      }
      items.push(`${id}:${round(grams, 2)}`);
    }
    if (items.length === 0) reason ??= 'empty';
    if (reason) left[reason]++;
    else kept[f[0]] = items.join(' ');
  }
  return { kept, left, disagreeing };
}

const cafe1 = dishes(cafe1Csv);
const cafe2 = dishes(cafe2Csv);
const reasons = {
  notFood: 'a row names no food (plate only, deprecated)',
  disagrees: "a row's energy disagrees with its ingredient's per-gram figure",
  empty: 'no ingredient rows',
};
const leftOut = (d) =>
  Object.entries(d.left)
    .filter(([, n]) => n > 0)
    .map(([reason, count]) => ({ count, reason: reasons[reason] }));

const out = {
  source:
    'Nutrition5k (Google Research, https://github.com/google-research-datasets/Nutrition5k): metadata/ingredients_metadata.csv, dish_metadata_cafe1.csv, dish_metadata_cafe2.csv',
  licence: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
  attribution:
    'Thames, Karpur, Norris, Xia, Panait, Weyand, Sim: Nutrition5k: Towards Automatic Nutritional Understanding of Generic Food (CVPR 2021). Derived: names and per-100 g figures of the ingredients, each dish as ingredient id and grams.',
  per100g: ['calories', 'protein', 'carbs', 'fat'],
  ingredients: Object.fromEntries(
    [...ingredients]
      .filter(([, i]) => !NOT_FOODS.has(i.name))
      .sort(([a], [b]) => a - b)
      .map(([id, i]) => [
        id,
        {
          name: i.name,
          per100g: i.perGram.map((n) => round(n * 100, 1)),
          ...(dishNames.includes(i.name) ? { dish: true } : {}),
        },
      ]),
  ),
  excluded: { ingredients: excludedNames, cafe1: leftOut(cafe1), cafe2: leftOut(cafe2) },
  dishes: { cafe1: cafe1.kept, cafe2: cafe2.kept },
};
writeFileSync(OUT, `${JSON.stringify(out)}\n`);
// The repository's formatter owns the layout, so a re-run leaves no diff for it to fix.
execFileSync('npx', ['biome', 'format', '--write', OUT], { cwd: root, stdio: 'ignore' });

const size = readFileSync(OUT).length;
console.log(`${OUT}: ${(size / 1024).toFixed(0)} KB`);
console.log(`ingredients: ${Object.keys(out.ingredients).length} kept, ${excludedNames.length} left out`);
for (const [name, d] of [
  ['cafe1', cafe1],
  ['cafe2', cafe2],
]) {
  const left = leftOut(d)
    .map((l) => `${l.count} (${l.reason})`)
    .join(', ');
  console.log(`${name}: ${Object.keys(d.kept).length} dishes kept; left out: ${left || 'none'}`);
  for (const line of d.disagreeing.slice(0, 5)) console.log(`  ${line}`);
}
