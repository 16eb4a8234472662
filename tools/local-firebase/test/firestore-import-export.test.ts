import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDatabaseFile, saveDatabaseFile } from '../src/firestore/import-export.js';
import { FirestoreStore } from '../src/firestore/store.js';

const db = 'projects/demo-io/databases/(default)';
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('import and export files', () => {
  it('round-trips every value type exactly, with times', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lf-io-'));
    dirs.push(dir);
    const store = new FirestoreStore();
    store.commit(db, [
      {
        update: {
          name: `${db}/documents/users/u1`,
          fields: {
            big: { integerValue: '9223372036854775807' },
            nan: { doubleValue: 'NaN' },
            ts: { timestampValue: '2024-01-01T00:00:00.123456Z' },
            bytes: { bytesValue: 'AAH/' },
            emoji: { stringValue: '🍕' },
            nested: { mapValue: { fields: { list: { arrayValue: { values: [{ nullValue: null }] } } } } },
          },
        },
      },
      { update: { name: `${db}/documents/users/u1/meals/m1`, fields: {} } },
    ]);
    const file = join(dir, 'export.json');
    expect(await saveDatabaseFile(store, db, file)).toBe(2);
    const text = await readFile(file, 'utf8');
    expect(Object.keys(JSON.parse(text).documents)).toEqual(['users/u1', 'users/u1/meals/m1']);
    const copy = new FirestoreStore();
    expect(await loadDatabaseFile(copy, db, file)).toBe(2);
    expect(copy.get(`${db}/documents/users/u1`)).toEqual(store.get(`${db}/documents/users/u1`));
    expect(copy.listCollectionIds(`${db}/documents/users/u1`)).toEqual(['meals']);
  });

  it('names the document that is malformed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lf-io-'));
    dirs.push(dir);
    const file = join(dir, 'bad.json');
    await writeFile(
      file,
      JSON.stringify({
        documents: { 'ok/1': { fields: {} }, 'meals/m7': { fields: { n: { integerValue: 'x' } } } },
      }),
    );
    const store = new FirestoreStore();
    await expect(loadDatabaseFile(store, db, file)).rejects.toThrow(/meals\/m7.*Invalid integer/);
    await writeFile(file, '{"documents": {"odd": {"fields": {}}}}');
    await expect(loadDatabaseFile(store, db, file)).rejects.toThrow(/"odd"/);
    await writeFile(file, '{nope');
    await expect(loadDatabaseFile(store, db, file)).rejects.toThrow(/not valid JSON/);
  });
});
