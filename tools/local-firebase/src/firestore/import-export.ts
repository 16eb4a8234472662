import { readFile, rename, writeFile } from 'node:fs/promises';
import { normalizeTimestamp } from './clock.js';
import { FirestoreError } from './errors.js';
import { parseDocumentName } from './names.js';
import { normalizeFields } from './normalize.js';
import type { FirestoreStore } from './store.js';
import { compareNames } from './string-order.js';
import type { Doc } from './writes.js';

/**
 * File format (readable, exact): paths are relative to the database's `documents` root, fields
 * are REST v1 Values, so int64, NaN, bytes and nanosecond timestamps survive a round trip.
 *   { "documents": { "users/alice": { "fields": { "age": { "integerValue": "42" } },
 *                                     "createTime": "...", "updateTime": "..." } } }
 * createTime/updateTime are optional on import (then the import time is used).
 */
export interface DatabaseFile {
  documents: Record<string, { fields: Record<string, unknown>; createTime?: string; updateTime?: string }>;
}

export function exportDocuments(database: string, docs: Iterable<Doc>): DatabaseFile {
  const root = `${database}/documents/`;
  const sorted = [...docs].sort((a, b) => compareNames(a.name, b.name));
  const documents: DatabaseFile['documents'] = {};
  for (const d of sorted) {
    documents[d.name.slice(root.length)] = {
      fields: d.fields,
      createTime: d.createTime,
      updateTime: d.updateTime,
    };
  }
  return { documents };
}

function fail(path: string, why: string): never {
  throw new FirestoreError('INVALID_ARGUMENT', `Invalid document "${path}" in import: ${why}`);
}

export function importDocuments(database: string, json: unknown, now: () => string): Doc[] {
  if (typeof json !== 'object' || json === null || typeof (json as DatabaseFile).documents !== 'object') {
    throw new FirestoreError('INVALID_ARGUMENT', 'Import must be an object with a "documents" map');
  }
  const out: Doc[] = [];
  for (const [path, entry] of Object.entries((json as DatabaseFile).documents ?? {})) {
    const name = `${database}/documents/${path}`;
    try {
      parseDocumentName(name);
      if (typeof entry !== 'object' || entry === null) fail(path, 'expected an object with "fields"');
      const fields = normalizeFields(entry.fields ?? {});
      const time = now();
      const createTime = entry.createTime ? normalizeTimestamp(entry.createTime) : time;
      const updateTime = entry.updateTime ? normalizeTimestamp(entry.updateTime) : createTime;
      out.push({ name, fields, createTime, updateTime });
    } catch (err) {
      if (err instanceof FirestoreError && err.message.startsWith('Invalid document "')) throw err;
      fail(path, err instanceof Error ? err.message : String(err));
    }
  }
  return out;
}

/** Loads a JSON file into a database (replacing its documents). Errors name the file and document. */
export async function loadDatabaseFile(
  store: FirestoreStore,
  database: string,
  file: string,
): Promise<number> {
  const text = await readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${err instanceof Error ? err.message : err})`);
  }
  try {
    store.importDatabase(database, json);
  } catch (err) {
    throw new Error(`${file}: ${err instanceof Error ? err.message : err}`);
  }
  return Object.keys((json as DatabaseFile).documents).length;
}

/** Writes a database's documents to a JSON file (atomically, via a temporary file). */
export async function saveDatabaseFile(
  store: FirestoreStore,
  database: string,
  file: string,
): Promise<number> {
  const data = store.exportDatabase(database) as DatabaseFile;
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(data, null, 2)}\n`);
  await rename(tmp, file);
  return Object.keys(data.documents).length;
}
