#!/usr/bin/env node
// Builds functions/data/food-table.json: USDA SR24 as Debian's `cronometer` package ships it, the foods it
// lacks from USDA SR28 and from Denmark's Frida (added-foods.json), and the curated everyday names
// (everyday-names.json, added-foods.json). Re-runnable; the output depends only on the sources and the
// curated files.
//
//   node scripts/food-table/build-food-table.mjs [path/to/cronometer_*.deb] --sr28 <dir> --frida <file>
//
// Without a .deb it runs `apt-get download cronometer` into a temporary folder (as root, after one
// `apt-get update`). `--sr28` is a folder holding SR28's ASCII release (FOOD_DES.txt, WEIGHT.txt and
// NUT_DATA.txt or NUT_DATA.7z); `--frida` is Frida's Data_Table sheet as JSON rows (see the README for
// where both come from). Needs `dpkg-deb` and `unzip`, and `7z` for a packed NUT_DATA.
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
import { addedFoods } from './added-foods.mjs';
import { writeFoodNames } from './build-food-names.mjs';
import { cleanName } from './clean-name.mjs';
import { CURATED_LANGUAGES, curatedProblems, everydayNamesById } from './curated-names.mjs';
import { readFrida } from './frida.mjs';
import { storedFigures, TABLE_FIGURES, TABLE_KEYS } from './nutrients.mjs';
import { FOOD_GROUPS, groupOf, parseFoodXml, per100g, portions } from './usda-sr24.mjs';
import { folateForms, readSr28 } from './usda-sr28.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const OUT = join(root, 'functions', 'data', 'food-table.json');
const EVERYDAY = join(here, 'everyday-names.json');
const ADDED = join(here, 'added-foods.json');
const JAR = 'usr/share/cronometer/usda_sr24.jar';

/** Each source: `label` is the short mark the app shows, the rest says what it is and its licence. */
const SOURCES = {
  sr24: {
    label: 'USDA SR24',
    name: 'USDA National Nutrient Database for Standard Reference, Release 24 (2011)',
    publisher: 'U.S. Department of Agriculture, Agricultural Research Service',
    licence: 'Public domain: "USDA food composition data is in the public domain and there is no copyright"',
    via: 'Debian package cronometer (usr/share/cronometer/usda_sr24.jar)',
  },
  sr28: {
    label: 'USDA SR28',
    name: 'USDA National Nutrient Database for Standard Reference, Release 28 (2015, revised 2016)',
    publisher: 'U.S. Department of Agriculture, Agricultural Research Service',
    licence: 'Public domain (U.S. Government work)',
    via: 'The SR28 ASCII release as mirrored on GitHub in masilver99/SR28-PSQL',
  },
  frida: {
    label: 'Frida (DTU)',
    name: 'Frida Food Data, the Danish food composition databank, May 2025 release',
    publisher: 'National Food Institute, Technical University of Denmark (DTU Food)',
    licence: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
    attribution:
      'Frida Food Data (frida.fooddata.dk), National Food Institute, Technical University of Denmark',
    via: 'The Data_Table sheet of Frida_Dataset_May2025.xlsx as JSON, in nicolaivarney2/functionalfoods',
  },
};

/**
 * Foods left out, each with the reason. 23999 is USDA's "ground beef calculator", a placeholder for a
 * tool that mixes lean and fat: it has no figures at all.
 */
const DROPPED = { 23999: 'a calculator placeholder without any nutrient figures' };

function args() {
  const argv = process.argv.slice(2);
  const value = (flag) => {
    const i = argv.indexOf(flag);
    if (i === -1) return undefined;
    const v = argv[i + 1];
    argv.splice(i, 2);
    if (!v) throw new Error(`${flag} needs a path`);
    if (!existsSync(v)) throw new Error(`no such file or folder: ${v}`);
    return resolve(v);
  };
  const sr28 = value('--sr28');
  const frida = value('--frida');
  if (!sr28 || !frida) {
    throw new Error(
      'give --sr28 <folder of the SR28 ASCII files> and --frida <Frida Data_Table JSON> (README)',
    );
  }
  if (argv[0] && !existsSync(argv[0])) throw new Error(`no such file: ${argv[0]}`);
  return { deb: argv[0] && resolve(argv[0]), sr28, frida };
}

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });

function findDeb(given, work) {
  if (given) return given;
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
 * are on both lists, and foods.index names them as their XML files do, so those count as current. SR28's
 * record of the same NDB number tells SR24's total folate apart into DFE (usda-sr24.mjs).
 */
function readSr24(dir, sr28) {
  const lines = readFileSync(join(dir, 'foods.index'), 'utf8').split(/\r?\n/).filter(Boolean);
  const foods = [];
  for (const line of lines) {
    const [id, indexName] = line.split('|');
    if (DROPPED[id]) continue;
    const xml = parseFoodXml(readFileSync(join(dir, `${id}.xml`), 'utf8'));
    if (xml.id !== id || xml.name !== indexName) throw new Error(`${id}.xml does not match foods.index`);
    const { name, branded } = cleanName(xml.name);
    foods.push({
      id: `sr24:${id}`,
      name,
      group: groupOf(id),
      ...(branded ? { branded: true } : {}),
      per100g: per100g(xml.nutrients, folateForms(sr28.get(id))),
      portions: portions(xml.measures),
    });
  }
  return { foods: foods.sort((a, b) => a.id.localeCompare(b.id)), listed: lines.length };
}

/** All foods with their curated names; stops with every problem of both curated files listed. */
function tableFoods(sr24, sr28, frida) {
  const problems = [];
  const selection = JSON.parse(readFileSync(ADDED, 'utf8'));
  const added = addedFoods(selection, { sr24, sr28, frida }, problems);
  const foods = [...sr24, ...added.foods];
  const names = {
    ...everydayNamesById(JSON.parse(readFileSync(EVERYDAY, 'utf8')), problems),
    ...added.names,
  };
  problems.push(...curatedProblems(names, new Set(foods.map((f) => f.id))));
  if (problems.length) {
    throw new Error(`the curated files have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
  for (const food of foods) if (names[food.id]) food.names = names[food.id];
  return foods;
}

function report(foods, listed, json) {
  const count = (pred) => foods.filter(pred).length;
  const bySource = Object.keys(SOURCES).map((s) => `${s} ${count((f) => f.id.startsWith(`${s}:`))}`);
  console.log(
    `foods.index: ${listed} foods; dropped ${Object.keys(DROPPED).length} (${Object.values(DROPPED).join('; ')})`,
  );
  console.log(
    `written: ${foods.length} foods (${bySource.join(', ')}), ${count((f) => f.portions.length)} with portions`,
  );
  console.log(`without a group: ${count((f) => !f.group)}; branded: ${count((f) => f.branded)}`);
  for (const source of Object.keys(SOURCES)) {
    const own = foods.filter((f) => f.id.startsWith(`${source}:`));
    const missing = TABLE_KEYS.map((k, i) => `${k} ${own.filter((f) => f.per100g[i] === null).length}`);
    console.log(`missing values (null) of ${own.length} ${source} foods: ${missing.join(', ')}`);
  }
  console.log(
    `curated names: ${count((f) => f.names)} foods (${CURATED_LANGUAGES.join('/')} each), ${count((f) => f.names?.en)} with English aliases`,
  );
  console.log(
    `${OUT}: ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB, ${(gzipSync(json).length / 1e6).toFixed(2)} MB gzipped`,
  );
}

function main() {
  const { deb, sr28: sr28Dir, frida: fridaFile } = args();
  const work = mkdtempSync(join(tmpdir(), 'food-table-'));
  try {
    const sr28 = readSr28(sr28Dir);
    const frida = readFrida(fridaFile);
    const { foods: sr24, listed } = readSr24(extractSr24(findDeb(deb, work), work), sr28);
    const foods = tableFoods(sr24, sr28, frida);
    const table = {
      sources: SOURCES,
      groups: FOOD_GROUPS,
      per100g: TABLE_KEYS,
      units: Object.fromEntries(TABLE_FIGURES.map(([key, unit]) => [key, unit])),
      foods: foods.map((f) => ({ ...f, per100g: storedFigures(f.per100g, f.id) })),
    };
    const json = JSON.stringify(table);
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, json);
    report(table.foods, listed, json);
    console.log(`table-food-names.json: ${writeFoodNames()} foods`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
