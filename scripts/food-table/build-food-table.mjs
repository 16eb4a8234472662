#!/usr/bin/env node
// Builds functions/data/food-table.json from USDA SR24 as Debian's `cronometer` package ships it, merged
// with the curated everyday names in everyday-names.json. Re-runnable; the output depends only on the
// package and the curated file.
//
//   node scripts/food-table/build-food-table.mjs [path/to/cronometer_*.deb]
//
// Without a path it runs `apt-get download cronometer` into a temporary folder (as root, after one
// `apt-get update`). Needs `dpkg-deb` and `unzip`.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { cleanName } from './clean-name.mjs';
import { CURATED_LANGUAGES, curatedProblems } from './curated-names.mjs';
import { FOOD_GROUPS, groupOf, NUTRIENTS, parseFoodXml, per100g, portions } from './usda-sr24.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const OUT = join(root, 'functions', 'data', 'food-table.json');
const CURATED = join(here, 'everyday-names.json');
const JAR = 'usr/share/cronometer/usda_sr24.jar';

const SOURCE = {
  name: 'USDA National Nutrient Database for Standard Reference, Release 24 (2011)',
  publisher: 'U.S. Department of Agriculture, Agricultural Research Service',
  licence: 'Public domain: "USDA food composition data is in the public domain and there is no copyright"',
  via: 'Debian package cronometer (usr/share/cronometer/usda_sr24.jar)',
};

/**
 * Foods left out, each with the reason. 23999 is USDA's "ground beef calculator", a placeholder for a
 * tool that mixes lean and fat: it has no figures at all.
 */
const DROPPED = { 23999: 'a calculator placeholder without any nutrient figures' };

/**
 * The order of each food's per-100 g figures. Stored as an array in this order rather than as an object
 * per food: the repeated keys were a third of the file. Calories in kcal, sodium in mg, the rest in g.
 */
const PER_100G = Object.keys(NUTRIENTS);

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });

function findDeb(work) {
  const given = process.argv[2];
  if (given) {
    if (!existsSync(given)) throw new Error(`no such file: ${given}`);
    return resolve(given);
  }
  console.log('downloading cronometer with apt-get ...');
  run('apt-get', ['download', 'cronometer'], work);
  const deb = readdirSync(work).find((f) => /^cronometer_.*\.deb$/.test(f));
  if (!deb) throw new Error('apt-get download cronometer produced no .deb (run apt-get update first?)');
  return join(work, deb);
}

/** Extracts the SR24 folder (foods.index and one XML per food) and returns its path. */
function extractSr24(deb, work) {
  run('dpkg-deb', ['-x', deb, join(work, 'deb')]);
  const jar = join(work, 'deb', JAR);
  if (!existsSync(jar)) throw new Error(`${deb} has no ${JAR}`);
  run('unzip', ['-q', '-o', jar, 'usda_sr24/*', '-d', join(work, 'jar')]);
  return join(work, 'jar', 'usda_sr24');
}

/**
 * The current foods: those of foods.index. The 982 retired ones of deprecated.index are never read; 28 ids
 * are on both lists, and foods.index names them as their XML files do, so those count as current.
 */
function readFoods(dir) {
  const lines = readFileSync(join(dir, 'foods.index'), 'utf8').split(/\r?\n/).filter(Boolean);
  const foods = [];
  for (const line of lines) {
    const [id, indexName] = line.split('|');
    if (DROPPED[id]) continue;
    const xml = parseFoodXml(readFileSync(join(dir, `${id}.xml`), 'utf8'));
    if (xml.id !== id || xml.name !== indexName) throw new Error(`${id}.xml does not match foods.index`);
    const { name, branded } = cleanName(xml.name);
    foods.push({
      id,
      name,
      group: groupOf(id),
      ...(branded ? { branded: true } : {}),
      per100g: per100g(xml.nutrients),
      portions: portions(xml.measures),
    });
  }
  return { foods: foods.sort((a, b) => a.id.localeCompare(b.id)), listed: lines.length };
}

function mergeCurated(foods) {
  const curated = JSON.parse(readFileSync(CURATED, 'utf8'));
  const problems = curatedProblems(curated, new Set(foods.map((f) => f.id)));
  if (problems.length) {
    throw new Error(`everyday-names.json has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
  for (const food of foods) {
    if (curated[food.id]) food.names = curated[food.id];
  }
  return Object.keys(curated).length;
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'food-table-'));
  try {
    const { foods, listed } = readFoods(extractSr24(findDeb(work), work));
    const curatedCount = mergeCurated(foods);
    const table = {
      source: SOURCE,
      groups: FOOD_GROUPS,
      per100g: PER_100G,
      units: Object.fromEntries(
        PER_100G.map((k) => [k, k === 'calories' ? 'kcal' : k === 'sodium' ? 'mg' : 'g']),
      ),
      foods: foods.map((f) => ({ ...f, per100g: PER_100G.map((k) => f.per100g[k]) })),
    };
    const json = JSON.stringify(table);
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, json);
    const count = (pred) => foods.filter(pred).length;
    const missing = Object.keys(NUTRIENTS).map((k) => `${k} ${count((f) => f.per100g[k] === null)}`);
    console.log(
      `foods.index: ${listed} foods; dropped ${listed - foods.length} (${Object.values(DROPPED).join('; ')})`,
    );
    console.log(
      `written: ${foods.length} foods, ${count((f) => f.portions.length)} with portions, ${foods.reduce((n, f) => n + f.portions.length, 0)} portions`,
    );
    console.log(`without a group: ${count((f) => !f.group)}; branded: ${count((f) => f.branded)}`);
    console.log(`missing values (null): ${missing.join(', ')}`);
    console.log(
      `curated names: ${curatedCount} foods (${CURATED_LANGUAGES.join('/')} each), ${count((f) => f.names?.en)} with English aliases`,
    );
    console.log(
      `${OUT}: ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB, ${(gzipSync(json).length / 1e6).toFixed(2)} MB gzipped`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
