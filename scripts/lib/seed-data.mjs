import { readFileSync } from 'node:fs';
// The built shared module (npm run build -w functions): plain Node cannot load the TypeScript source.
import { localTime } from '../../functions/lib/diary/diary-time.js';
import { checkCalorieConsistency } from '../../functions/lib/nutrition/calorie-consistency.js';
import { mealTotals, sumRows } from '../../functions/lib/nutrition/food-rows.js';
import { addMicroSums } from '../../functions/lib/nutrition/micro-sums.js';
import { tableFood, tableRow } from '../../functions/lib/nutrition/table-rows.js';
import { storedDocumentProblems } from '../../functions/lib/shared/documents.js';

/**
 * Reads and checks the readable seed (emulator-data/firestore-seed.json). Every problem is reported
 * with the document (and field) it is in, so a broken seed says where to look.
 */
const UNITS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };

export function relativeTime(spec, now) {
  if (typeof spec !== 'string' || !/^([-+]?\d+[dhms])+$/.test(spec)) {
    throw new Error(`invalid relative time ${JSON.stringify(spec)} (use e.g. "-2d", "-1d-3h", "-45m")`);
  }
  let total = 0;
  let sign = 1;
  for (const m of spec.matchAll(/([-+]?)(\d+)([dhms])/g)) {
    if (m[1]) sign = m[1] === '-' ? -1 : 1;
    total += sign * Number(m[2]) * UNITS[m[3]];
  }
  return new Date(now + total);
}

/** A local date (YYYY-MM-DD) and wall-clock time read as if they were UTC, in ms since the epoch. */
function asUtc(day, hour, minute) {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d, hour, minute);
}

/** The local date, in the seeding time zone, of the relative time `spec` ("0d", "-3d"): the day the
 * functions would file a meal eaten then under. */
export function relativeDay(spec, now, timeZone) {
  return localTime(relativeTime(spec, now), timeZone).day;
}

/** "-2d@08:30": that wall-clock time on the local date of the relative time, in the seeding time zone;
 * never later than `now` (today's breakfast seeded at 07:00 is eaten at 07:00). */
export function relativeLocalTime(spec, now, timeZone) {
  const m = typeof spec === 'string' ? /^(.+)@(\d{1,2}):(\d{2})$/.exec(spec) : null;
  if (!m) throw new Error(`invalid local time ${JSON.stringify(spec)} (use e.g. "-1d@08:00")`);
  const wanted = asUtc(relativeDay(m[1], now, timeZone), Number(m[2]), Number(m[3]));
  // The zone's offset at that moment: the wall clock it shows for `wanted` read as UTC, minus `wanted`
  // (in whole minutes: no zone in use today is offset by seconds).
  const shown = localTime(new Date(wanted), timeZone);
  const offset = asUtc(shown.day, shown.hour, shown.minute) - wanted;
  return new Date(Math.min(wanted - offset, now));
}

/**
 * Plain JSON values with markers turned into Dates or dates: {"__time__": "-2h"},
 * {"__timestamp__": "<RFC 3339>"}, {"__localTime__": "-1d@08:00"} (a Date) and {"__day__": "-1d"} (the
 * local date as YYYY-MM-DD), the last two in the seeding time zone.
 */
function decode(value, where, now, timeZone) {
  if (Array.isArray(value)) return value.map((v, i) => decode(v, `${where}[${i}]`, now, timeZone));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && (keys[0] === '__day__' || keys[0] === '__localTime__')) {
      try {
        return keys[0] === '__day__'
          ? relativeDay(value.__day__, now, timeZone)
          : relativeLocalTime(value.__localTime__, now, timeZone);
      } catch (err) {
        throw new Error(`${where}: ${err.message}`);
      }
    }
    if (keys.length === 1 && keys[0] === '__time__') {
      try {
        return relativeTime(value.__time__, now);
      } catch (err) {
        throw new Error(`${where}: ${err.message}`);
      }
    }
    if (keys.length === 1 && keys[0] === '__timestamp__') {
      const d = new Date(value.__timestamp__);
      if (typeof value.__timestamp__ !== 'string' || Number.isNaN(d.getTime())) {
        throw new Error(`${where}: invalid __timestamp__ ${JSON.stringify(value.__timestamp__)}`);
      }
      return d;
    }
    if (keys.some((k) => k.startsWith('__') && k.endsWith('__')))
      throw new Error(`${where}: unknown marker ${keys.join(', ')}`);
    return Object.fromEntries(keys.map((k) => [k, decode(value[k], `${where}.${k}`, now, timeZone)]));
  }
  return value;
}

/** A document path with `{-3d}` in an id: that part is the local date of the relative time, so documents
 * kept one a day (weights/{uid}_{day}) can be seeded relative to the seeding day too. */
function decodePath(path, where, now, timeZone) {
  return path.replace(/\{([^{}]*)\}/g, (_, spec) => {
    try {
      return relativeDay(spec, now, timeZone);
    } catch (err) {
      throw new Error(`${where}: ${err.message}`);
    }
  });
}

/** The time zone the seeded diary's days are in: SEED_TIME_ZONE, else this machine's. */
export const seedTimeZone = () =>
  process.env.SEED_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;

export function loadSeed(file, now = Date.now(), timeZone = seedTimeZone()) {
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: ${err.message}`);
  }
  if (!json || typeof json.documents !== 'object' || !Array.isArray(json.accounts)) {
    throw new Error(`${file}: expected { "accounts": [...], "documents": { "<path>": {...} } }`);
  }
  const accounts = json.accounts.map((a, i) => {
    if (!a?.uid || !a.email || !a.password)
      throw new Error(`${file}: accounts[${i}] needs uid, email and password`);
    return a;
  });
  const documents = [];
  for (const [seededPath, data] of Object.entries(json.documents)) {
    const where = `${file}: document ${seededPath}`;
    const path = decodePath(seededPath, where, now, timeZone);
    const segments = path.split('/');
    if (segments.length % 2 !== 0 || segments.some((s) => s === '')) {
      throw new Error(`${where}: a document path has an even number of non-empty segments`);
    }
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new Error(`${where}: expected an object of fields`);
    if (/^days\//.test(path)) throw new Error(`${where}: day totals are derived from the meals, not seeded`);
    const fields = groundRows(path, decode(data, where, now, timeZone), where);
    // The stored shape the functions write and the app reads: a seed that differs would break the app
    // quietly.
    const problems = storedDocumentProblems(path, fields);
    if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
    documents.push({ path, fields });
  }
  checkConsistency(file, documents);
  for (const day of dayTotals(documents, now)) {
    const problems = storedDocumentProblems(day.path, day.fields);
    if (problems.length > 0) throw new Error(`${file}: derived ${day.path}: ${problems.join('; ')}`);
    documents.push(day);
  }
  return { accounts, documents };
}

/**
 * A meal whose rows name a food of the food table ({ id, name, grams, foodId }, no figures) as the
 * functions store a grounded row: the table's figures, vitamins and minerals for the grams, kept per gram,
 * and the meal's totals from its rows. So the seed stays short and its figures are always the table's.
 */
function groundRows(path, fields, where) {
  const items = /^meals\/[^/]+$/.test(path) ? fields.items : undefined;
  if (!Array.isArray(items) || !items.some((item) => item?.foodId && item.calories === undefined))
    return fields;
  const rows = items.map((item, i) => {
    if (!item?.foodId || item.calories !== undefined) return item;
    const food = tableFood(item.foodId);
    const row = food && tableRow(item.name, item.grams, food, item.id ?? `r${i}`, 'en');
    if (!row) throw new Error(`${where}: items[${i}]: the food table has no food ${item.foodId}`);
    return row;
  });
  const totals = mealTotals(rows);
  return { ...fields, ...totals, ...checkCalorieConsistency(totals), items: rows };
}

/** days/{uid}_{day} for every day the seeded eaten meals (meals with a `day`) fall on: their sums, rows
 * and the rows' vitamins and minerals, as the functions keep them (diary/day-totals.ts). */
function dayTotals(documents, now) {
  const days = new Map();
  for (const { path, fields } of documents) {
    if (!/^meals\/[^/]+$/.test(path) || typeof fields.day !== 'string') continue;
    const id = `${fields.user_id}_${fields.day}`;
    days.set(id, [...(days.get(id) ?? []), fields]);
  }
  return [...days].map(([id, meals]) => ({
    path: `days/${id}`,
    fields: {
      userId: meals[0].user_id,
      day: meals[0].day,
      ...sumRows(meals),
      meals: meals.length,
      ...addMicroSums(meals.map((m) => ({ ...m, rows: m.items?.length ?? 0 }))),
      updatedAt: new Date(now),
    },
  }));
}

/** memberIds, members/{uid} and users.shoppingLists must tell the same story; a weigh-in's id is its
 * owner and day. */
function checkConsistency(file, documents) {
  const byPath = new Map(documents.map((d) => [d.path, d.fields]));
  for (const { path, fields } of documents) {
    if (/^weights\/[^/]+$/.test(path) && path !== `weights/${fields.userId}_${fields.day}`)
      throw new Error(`${file}: document ${path}: a weigh-in's id is weights/{userId}_{day}`);
    const m = /^shoppingLists\/([^/]+)$/.exec(path);
    if (!m) continue;
    for (const uid of fields.memberIds) {
      if (!byPath.has(`${path}/members/${uid}`))
        throw new Error(`${file}: document ${path}: member ${uid} has no ${path}/members/${uid}`);
      const user = byPath.get(`users/${uid}`);
      if (user && !user.shoppingLists.includes(m[1])) {
        throw new Error(
          `${file}: document users/${uid}: shoppingLists lacks ${m[1]}, of which the user is a member`,
        );
      }
    }
  }
}
