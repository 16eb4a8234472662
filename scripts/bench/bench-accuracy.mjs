#!/usr/bin/env node
// `npm run bench:accuracy`: how the grounding of estimated rows in the food table holds on real food that
// nobody here named: Nutrition5k (Google Research, CC BY 4.0), cafeteria dishes whose every ingredient was
// weighed, with reference nutrients (scripts/accuracy/README.md). Each ingredient becomes a row as a model
// would answer it (name and food the data set's name, the true grams, the model's figures 25-50 % off the
// reference) and goes through the functions' own `groundedRow`. Prints, for cafe1 (the development set)
// and a held-out set (names cafe1 never uses, and the cafe2 dishes that hold one), with the food given and
// with the name alone:
//   - coverage: the share of single-food names grounded in the table (dishes of several foods apart);
//   - wrong matches: grounded rows whose energy is more than 50 % off the reference, and the worst rows;
//   - grounded rows within 20 % of the reference energy;
//   - each dish's stored energy against the reference with the true grams (mean absolute % error), next
//     to the model's own error.
//
//   npm run bench:accuracy [-- --functions /path/to/functions/lib] [--worst 15] [--all]
//
// By default it grounds with this checkout's functions build, building it when missing; --functions
// grounds with another build (another checkout's functions/lib) to compare; --all lists every name with
// the food it grounds to (or none). Prints numbers; asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLOSE, dishFigures, MIN_DISH_KCAL, modelFactor, nameFigures, WRONG } from './accuracy-metrics.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DATA = path.join(ROOT, 'scripts/accuracy/nutrition5k.json');
const TARGETS = { wrong: 0.01, close: 0.9, coverage: 0.85, dish: 0.1 };

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = process.argv[at + 1];
  if (!value) throw new Error(`--${name} needs a value`);
  return value;
}

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .reduce((t, e) => Math.max(t, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);

/** The functions build to ground with: this checkout's (built when missing) or the one --functions names. */
function functionsLib() {
  const given = option('functions');
  const lib = path.resolve(given ?? path.join(ROOT, 'functions/lib'));
  const entry = path.join(lib, 'nutrition/table-rows.js');
  if (!existsSync(entry)) {
    if (given) throw new Error(`${entry} does not exist: --functions names a functions/lib folder`);
    console.log('functions/lib is missing: running npm run build -w functions');
    execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  } else if (!given && newest(path.join(ROOT, 'functions/src')) > statSync(entry).mtimeMs) {
    console.log('note: functions/src is newer than functions/lib; run npm run build -w functions first');
  }
  return lib;
}

const pct = (x) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : 'n/a');
const ratio = (s) => `${pct(s.value)} (${s.part}/${s.whole})`;
const mark = (ok) => (ok ? 'met' : 'NOT met');

const lib = functionsLib();
const { groundedRow, tableFood } = await import(
  pathToFileURL(path.join(lib, 'nutrition/table-rows.js')).href
);
const data = JSON.parse(readFileSync(DATA, 'utf8'));
const WORST = Number(option('worst', 15));
const ALL = process.argv.includes('--all');
/** The table food's name and id, for reading which food a row took. */
const foodName = (id) => {
  const food = typeof tableFood === 'function' ? tableFood(id) : undefined;
  return food ? `${food.name} [${id}]` : `[${id}]`;
};

const ingredients = new Map(Object.entries(data.ingredients).map(([id, i]) => [id, { id, ...i }]));
const itemsOf = (spec) =>
  spec.split(' ').map((item) => {
    const [id, grams] = item.split(':');
    const ingredient = ingredients.get(id);
    if (!ingredient) throw new Error(`unknown ingredient ${id} in ${DATA}`);
    return { ingredient, grams: Number(grams) };
  });
const dishesOf = (cafe) =>
  Object.entries(data.dishes[cafe]).map(([id, spec]) => ({ id, items: itemsOf(spec) }));

const cafe1 = dishesOf('cafe1');
const cafe2 = dishesOf('cafe2');
const cafe1Names = new Set(cafe1.flatMap((d) => d.items.map((i) => i.ingredient.id)));
const sets = [
  {
    title: 'Development set: cafe1',
    names: [...ingredients.values()].filter((i) => cafe1Names.has(i.id)),
    dishes: cafe1,
  },
  {
    title: 'Held-out set: names cafe1 never uses; cafe2 dishes holding one',
    names: [...ingredients.values()].filter((i) => !cafe1Names.has(i.id)),
    dishes: cafe2.filter((d) => d.items.some((i) => !cafe1Names.has(i.ingredient.id))),
  },
];

const KEYS = ['calories', 'protein', 'carbs', 'fat'];
/** The row a model would answer for `grams` of the ingredient: its own figures off by the key's factor. */
function estimatedRow(ingredient, grams, key, withFood) {
  const factor = modelFactor(key);
  const figures = Object.fromEntries(
    KEYS.map((k) => [k, ((ingredient.per100g[data.per100g.indexOf(k)] * grams) / 100) * factor]),
  );
  return { name: ingredient.name, food: withFood ? ingredient.name : '', grams, ...figures };
}
const referenceKcal = (ingredient, grams) =>
  (ingredient.per100g[data.per100g.indexOf('calories')] * grams) / 100;

function groundNames(names, withFood) {
  return names.map((ingredient) => {
    const row = groundedRow(estimatedRow(ingredient, 100, ingredient.name, withFood), 'en');
    const grounded = row.source === 'database';
    return {
      name: ingredient.name,
      dish: ingredient.dish === true,
      reference: referenceKcal(ingredient, 100),
      grounded,
      kcal: row.calories,
      food: grounded ? foodName(row.foodId) : undefined,
    };
  });
}

function groundDishes(dishes, withFood) {
  return dishes.map((dish) => {
    let reference = 0;
    let stored = 0;
    let model = 0;
    dish.items.forEach(({ ingredient, grams }, k) => {
      const estimate = estimatedRow(ingredient, grams, `${dish.id}:${k}`, withFood);
      reference += referenceKcal(ingredient, grams);
      model += Math.round(estimate.calories);
      stored += groundedRow(estimate, 'en').calories;
    });
    return { reference, stored, model };
  });
}

/** Every name and what it grounds to, with the food and with the name alone. */
function listAll(rows) {
  console.log(`  every name (${MODES.map((m) => m.label).join(' | ')}): kcal/100 g vs reference`);
  rows[0].forEach((r, i) => {
    const cells = rows.map((mode) => {
      const x = mode[i];
      return x.grounded ? `${x.food} ${x.kcal}` : 'estimate';
    });
    console.log(`    ${r.name} (${r.reference.toFixed(0)}): ${cells.join(' | ')}`);
  });
}

const MODES = [
  { label: 'food = name', withFood: true },
  { label: "food = ''", withFood: false },
];
const line = (label, values, target = '') =>
  console.log(`  ${label.padEnd(52)}${values.map((v) => v.padEnd(24)).join('')}${target}`);

console.log(`Grounding with ${lib}`);
console.log(`Data: ${data.source}; ${data.licence}`);
const leftOut = [
  ...[...new Set(data.excluded.ingredients.map((e) => e.name))].map((name) => {
    const all = data.excluded.ingredients.filter((e) => e.name === name);
    return `"${name}" (ingredient ${all.map((e) => e.id).join(', ')}: ${all[0].reason})`;
  }),
  ...['cafe1', 'cafe2'].flatMap((c) => data.excluded[c].map((e) => `${e.count} ${c} dishes (${e.reason})`)),
];
console.log(`Left out when deriving the data: ${leftOut.join('; ') || 'nothing'}`);

for (const set of sets) {
  const started = performance.now();
  const rows = MODES.map((mode) => groundNames(set.names, mode.withFood));
  const results = MODES.map((mode, k) => ({
    names: nameFigures(rows[k], WORST),
    dishes: dishFigures(groundDishes(set.dishes, mode.withFood)),
  }));
  const singles = set.names.filter((i) => !i.dish).length;
  console.log(`\n${set.title}`);
  console.log(
    `  ${set.names.length} ingredient names (${singles} single foods, ${set.names.length - singles} dishes of several foods); ${set.dishes.length} dishes`,
  );
  line(
    '',
    MODES.map((m) => m.label),
    'target',
  );
  const n = results.map((r) => r.names);
  line(
    'single-food names grounded (coverage)',
    n.map((r) => ratio(r.coverage)),
    `>= ${pct(TARGETS.coverage)}`,
  );
  line(
    'dish names grounded (not in the target)',
    n.map((r) => ratio(r.dishCoverage)),
  );
  line(
    `wrong: grounded energy > ${pct(WRONG)} off`,
    n.map((r) => ratio(r.wrong)),
    `<= ${pct(TARGETS.wrong)}`,
  );
  line(
    `grounded within ${pct(CLOSE)} of the reference`,
    n.map((r) => ratio(r.close)),
    `>= ${pct(TARGETS.close)}`,
  );
  const d = results.map((r) => r.dishes);
  line(
    'dish energy error, stored (mean abs %, median)',
    d.map((r) => `${pct(r.stored.mape)}, ${pct(r.stored.median)}`),
    `<= ${pct(TARGETS.dish)}`,
  );
  line(
    "dish energy error, the model's own",
    d.map((r) => `${pct(r.model.mape)}, ${pct(r.model.median)}`),
  );
  line(
    'mean abs kcal error, stored / model',
    d.map((r) => `${r.stored.meanKcal.toFixed(1)} / ${r.model.meanKcal.toFixed(1)} kcal`),
  );
  console.log(
    `  dishes compared: ${d[0].count} (mean reference ${d[0].meanReference.toFixed(0)} kcal); left out: ${d[0].leftOut} under ${MIN_DISH_KCAL} kcal`,
  );
  const zero = n[0].zeroReference;
  if (zero.length) console.log(`  grounded names with a 0 kcal reference (no % error): ${zero.join(', ')}`);
  const [first] = results;
  console.log(
    `  targets (food = name): coverage ${mark(first.names.coverage.value >= TARGETS.coverage)}, wrong ${mark(
      first.names.wrong.value <= TARGETS.wrong,
    )}, within 20 % ${mark(first.names.close.value >= TARGETS.close)}, dish error ${mark(
      first.dishes.stored.mape <= TARGETS.dish,
    )}`,
  );
  MODES.forEach((mode, k) => {
    const worst = n[k].worst;
    if (WORST === 0) return;
    console.log(`  worst grounded rows, ${mode.label} (name -> table food: kcal/100 g vs reference)`);
    if (!worst.length) console.log('    none over 20 % off');
    for (const r of worst)
      console.log(
        `    ${r.name} -> ${r.food}: ${r.kcal} vs ${r.reference.toFixed(0)} (${r.kcal > r.reference ? '+' : '-'}${pct(r.error)})`,
      );
  });
  if (ALL) listAll(rows);
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
