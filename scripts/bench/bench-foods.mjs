#!/usr/bin/env node
// `npm run bench:foods`: the food table's budgets, printed as numbers:
//   - what loading the table adds to a function instance's cold start (300 ms): a fresh Node process
//     imports the built functions, then reads the table and builds its search index (the first search);
//   - the median and p95 of searchFoods through the callable protocol on the local stack (150 ms), over
//     the everyday queries of the four languages;
//   - the search's hit rate on those everyday queries per language (the right food first, or in the top 3).
// Needs the functions built (npm run build -w functions); starts its own stack on free ports.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNT, idToken } from '../lib/sign-in.mjs';
import { ROOT, startStack } from '../lib/stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const lib = (p) => pathToFileURL(path.join(ROOT, 'functions/lib', p)).href;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const row = (name, value, budget, unit = 'ms') =>
  console.log(
    `${name.padEnd(62)} ${value.toFixed(1).padStart(8)} ${unit}  (budget ${budget} ${unit}: ${
      value <= budget ? 'within budget' : 'OVER budget'
    })`,
  );

/** One cold instance: import the functions' entry (as an instance starts), then the table's first use. */
const COLD_PROBE = `
const t0 = performance.now();
await import(${JSON.stringify(lib('index.js'))});
const t1 = performance.now();
const { searchFoods } = await import(${JSON.stringify(lib('nutrition/food-table/search.js'))});
const { loadFoodTable } = await import(${JSON.stringify(lib('nutrition/food-table/food-table.js'))});
const t2 = performance.now();
loadFoodTable();
const t3 = performance.now();
searchFoods('rice', { language: 'en' });
const t4 = performance.now();
searchFoods('Haferflocken', { language: 'de' });
const t5 = performance.now();
console.log(JSON.stringify({ entry: t1 - t0, load: t3 - t2, index: t4 - t3, warm: t5 - t4 }));
`;

function coldStart() {
  const runs = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', COLD_PROBE], {
      cwd: path.join(ROOT, 'functions'),
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'demo-meal-assistant', FUNCTIONS_EMULATOR: 'true' },
    });
    runs.push(JSON.parse(out.trim().split('\n').pop()));
  }
  const pick = (k) => median(runs.map((r) => r[k]));
  console.log(`\nCold start of one function instance (median of ${COLD_RUNS} fresh processes)`);
  console.log(`  importing the functions' entry                ${pick('entry').toFixed(1)} ms`);
  console.log(`  reading and checking the table                ${pick('load').toFixed(1)} ms`);
  console.log(`  building the search index (first search)      ${pick('index').toFixed(1)} ms`);
  console.log(`  a warm search                                 ${pick('warm').toFixed(2)} ms`);
  row('what the table adds to a cold start (read + index)', pick('load') + pick('index'), 300);
}

async function throughTheCallable(queries) {
  const stack = await startStack({ ports: 'free', web: false, seed: true, log: () => {} });
  try {
    const token = await idToken(stack.urls.auth, DEMO_ACCOUNT);
    const search = async (query, language) => {
      const res = await fetch(`${stack.urls.functions}/searchFoods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { query, language } }),
      });
      if (!res.ok) throw new Error(`searchFoods ${query}: ${res.status} ${await res.text()}`);
      return (await res.json()).result.foods;
    };
    await search('rice', 'en'); // the instance's first search loads the table
    const times = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const [language, list] of Object.entries(queries))
        for (const { query } of list) {
          const t = performance.now();
          await search(query, language);
          times.push(performance.now() - t);
        }
    console.log(`\nsearchFoods through the callable protocol (${times.length} searches, local stack)`);
    row('median searchFoods round trip', median(times), 150);
    row('p95 searchFoods round trip', quantile(times, 0.95), 150);
  } finally {
    await stack.stop();
  }
}

function hitRate() {
  return import(lib('nutrition/food-table/everyday-queries.js')).then(({ EVERYDAY_QUERIES, hitRates }) => {
    console.log('\nHit rate on everyday queries (the expected food first / in the top 3)');
    for (const [language, r] of Object.entries(hitRates())) {
      const pct = (x) => `${Math.round(x * 100)} %`.padStart(5);
      console.log(
        `  ${language}: ${String(r.queries).padStart(3)} queries  first ${pct(r.at1)}  top 3 ${pct(r.at3)}` +
          (r.misses.length ? `  missed: ${r.misses.join(', ')}` : ''),
      );
    }
    return EVERYDAY_QUERIES;
  });
}

coldStart();
const queries = await hitRate();
await throughTheCallable(queries);
