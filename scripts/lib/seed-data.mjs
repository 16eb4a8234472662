import { readFileSync } from 'node:fs';
// The built shared module (npm run build -w functions): plain Node cannot load the TypeScript source.
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

/** Plain JSON values with markers turned into Dates: {"__time__": "-2h"} or {"__timestamp__": "<RFC 3339>"}. */
function decode(value, where, now) {
  if (Array.isArray(value)) return value.map((v, i) => decode(v, `${where}[${i}]`, now));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
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
    return Object.fromEntries(keys.map((k) => [k, decode(value[k], `${where}.${k}`, now)]));
  }
  return value;
}

export function loadSeed(file, now = Date.now()) {
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
  for (const [path, data] of Object.entries(json.documents)) {
    const where = `${file}: document ${path}`;
    const segments = path.split('/');
    if (segments.length % 2 !== 0 || segments.some((s) => s === '')) {
      throw new Error(`${where}: a document path has an even number of non-empty segments`);
    }
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new Error(`${where}: expected an object of fields`);
    const fields = decode(data, where, now);
    // The stored shape the functions write and the app reads: a seed that differs would break the app
    // quietly.
    const problems = storedDocumentProblems(path, fields);
    if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
    documents.push({ path, fields });
  }
  checkConsistency(file, documents);
  return { accounts, documents };
}

/** memberIds, members/{uid} and users.shoppingLists must tell the same story. */
function checkConsistency(file, documents) {
  const byPath = new Map(documents.map((d) => [d.path, d.fields]));
  for (const { path, fields } of documents) {
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
