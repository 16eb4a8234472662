// Security rules enforced over the wire with a real project's rules (fixtures/firestore.rules): REST
// reads and writes and WebChannel Listen targets, judged as the owner credential, an end user (unsigned
// emulator ID token) or nobody.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createFirestoreServer } from '../src/firestore/server.js';
import { FirestoreStore } from '../src/firestore/store.js';
import { createListenHandler, type WebChannelHandler } from '../src/firestore/webchannel.js';
import { RulesGate } from '../src/rules/gate.js';
import { type ChannelArray, TestChannel } from './webchannel-client.js';

const DB = 'projects/demo-rules/databases/(default)';
const ROOT = `${DB}/documents`;
const projectRules = readFileSync(new URL('./fixtures/firestore.rules', import.meta.url), 'utf8');

/** An Auth-emulator style ID token: unsigned, the claims in the payload. */
const idToken = (uid: string, claims: Record<string, unknown> = {}) =>
  `eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.${Buffer.from(
    JSON.stringify({ sub: uid, user_id: uid, email: `${uid}@example.com`, email_verified: true, ...claims }),
  ).toString('base64url')}.`;

let store: FirestoreStore;
let gate: RulesGate;
let server: Server;
let listen: WebChannelHandler;
let base: string;

beforeAll(async () => {
  store = new FirestoreStore();
  gate = new RulesGate(store);
  listen = createListenHandler(store, { rules: gate });
  server = createFirestoreServer({ store, listen, rules: gate });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  listen.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const str = (s: string) => ({ stringValue: s });
const put = (path: string, fields: Record<string, unknown>) =>
  store.commit(DB, [{ update: { name: `${ROOT}/${path}`, fields } }]);

beforeEach(() => {
  store.clear();
  gate.load(projectRules);
  put('users/alice', { email: str('alice@example.com') });
  put('meals/m1', { user_id: str('alice'), timestamp: { integerValue: '1' } });
  put('shoppingLists/L1', {
    name: str('Home'),
    memberIds: { arrayValue: { values: [str('alice'), str('bob')] } },
  });
  put('shoppingLists/L1/members/alice', { email: str('alice@example.com') });
});

async function rest(method: string, path: string, as: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = `Bearer ${as === 'owner' ? 'owner' : idToken(as)}`;
  const res = await fetch(`${base}/v1/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { error?: { status: string; message: string } } };
}

const mealsOf = (uid?: string) => ({
  structuredQuery: {
    from: [{ collectionId: 'meals' }],
    ...(uid
      ? { where: { fieldFilter: { field: { fieldPath: 'user_id' }, op: 'EQUAL', value: str(uid) } } }
      : {}),
    orderBy: [{ field: { fieldPath: 'timestamp' }, direction: 'DESCENDING' }],
    limit: 10,
  },
});

describe('REST reads', () => {
  test('a document: its owner and the owner credential read it; another user and nobody get PERMISSION_DENIED', async () => {
    expect((await rest('GET', `${ROOT}/users/alice`, 'alice')).status).toBe(200);
    expect((await rest('GET', `${ROOT}/users/alice`, 'owner')).status).toBe(200);
    for (const as of ['bob', null]) {
      const denied = await rest('GET', `${ROOT}/users/alice`, as);
      expect(denied.status).toBe(403);
      expect(denied.json.error).toMatchObject({
        status: 'PERMISSION_DENIED',
        message: 'Missing or insufficient permissions.',
      });
    }
  });

  test('a missing document is judged with resource == null: own path 404, a foreign one 403', async () => {
    expect((await rest('GET', `${ROOT}/users/carol`, 'carol')).status).toBe(404);
    expect((await rest('GET', `${ROOT}/users/carol`, 'alice')).status).toBe(403);
  });

  test('batchGet is refused as a whole when one document is not readable', async () => {
    const ok = await rest('POST', `${ROOT}:batchGet`, 'alice', {
      documents: [`${ROOT}/users/alice`, `${ROOT}/meals/m1`],
    });
    expect(ok.status).toBe(200);
    const mixed = await rest('POST', `${ROOT}:batchGet`, 'bob', {
      documents: [`${ROOT}/shoppingLists/L1`, `${ROOT}/meals/m1`],
    });
    expect(mixed.status).toBe(403);
  });

  test('queries: rules are not filters; a query without the owner filter is refused though every meal is alice’s', async () => {
    expect((await rest('POST', `${ROOT}:runQuery`, 'alice', mealsOf('alice'))).status).toBe(200);
    expect((await rest('POST', `${ROOT}:runQuery`, 'alice', mealsOf())).status).toBe(403);
    expect((await rest('POST', `${ROOT}:runQuery`, 'bob', mealsOf('alice'))).status).toBe(403);
    const count = (q: { structuredQuery: unknown }) => ({
      structuredAggregationQuery: {
        structuredQuery: q.structuredQuery,
        aggregations: [{ alias: 'n', count: {} }],
      },
    });
    const counted = await rest('POST', `${ROOT}:runAggregationQuery`, 'alice', count(mealsOf('alice')));
    expect(counted.status).toBe(200);
    expect((await rest('POST', `${ROOT}:runAggregationQuery`, 'bob', count(mealsOf('alice')))).status).toBe(
      403,
    );
  });

  test('listDocuments and listCollectionIds are refused to clients, served to the owner', async () => {
    expect((await rest('GET', `${ROOT}/meals`, 'alice')).status).toBe(403);
    expect((await rest('POST', `${ROOT}:listCollectionIds`, 'alice', {})).status).toBe(403);
    expect((await rest('GET', `${ROOT}/meals`, 'owner')).status).toBe(200);
    expect((await rest('POST', `${ROOT}:listCollectionIds`, 'owner', {})).status).toBe(200);
  });

  test('a token that is not a JWT is UNAUTHENTICATED', async () => {
    const res = await fetch(`${base}/v1/${ROOT}/users/alice`, {
      headers: { authorization: 'Bearer garbage' },
    });
    expect(res.status).toBe(401);
  });
});

describe('REST writes from clients are all refused; the owner credential writes', () => {
  const forged = { update: { name: `${ROOT}/meals/forged`, fields: { user_id: str('alice') } } };
  test('PATCH, create, DELETE, commit and batchWrite', async () => {
    expect(
      (await rest('PATCH', `${ROOT}/users/alice`, 'alice', { fields: { age: { integerValue: '30' } } }))
        .status,
    ).toBe(403);
    expect((await rest('POST', `${ROOT}/meals?documentId=x`, 'alice', { fields: {} })).status).toBe(403);
    expect((await rest('DELETE', `${ROOT}/meals/m1`, 'alice')).status).toBe(403);
    expect((await rest('POST', `${ROOT}:commit`, 'alice', { writes: [forged] })).status).toBe(403);
    const batch = await rest('POST', `${ROOT}:batchWrite`, 'alice', { writes: [forged] });
    expect(batch.json).toMatchObject({ status: [{ code: 7 }] });
    expect(store.get(`${ROOT}/meals/forged`)).toBeNull();
    expect(store.get(`${ROOT}/meals/m1`)).not.toBeNull();
    expect((await rest('POST', `${ROOT}:commit`, 'owner', { writes: [forged] })).status).toBe(200);
  });
});

describe('rules loaded over HTTP', () => {
  const putRules = (content: string) =>
    fetch(`${base}/emulator/v1/projects/demo-rules:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    });

  test('PUT :securityRules replaces the rules; one that does not parse is refused and the old ones stay', async () => {
    const open =
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /meals/{id} { allow read: if true; }\n  }\n}\n";
    expect((await putRules(open)).status).toBe(200);
    expect((await rest('POST', `${ROOT}:runQuery`, null, mealsOf())).status).toBe(200);
    const broken = await putRules(open.replace('if true', 'if true &&'));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { message: string } }).error.message).toMatch(
      /firestore\.rules:4:\d+: /,
    );
    expect((await rest('POST', `${ROOT}:runQuery`, null, mealsOf())).status).toBe(200);
  });
});

describe('WebChannel Listen', () => {
  async function listenAs(uid: string, target: Record<string, unknown>) {
    const channel = new TestChannel(base);
    await channel.open(
      [{ database: DB, addTarget: { targetId: 2, ...target } }],
      `Authorization:Bearer ${idToken(uid)}\r\n`,
    );
    const back = channel.backchannel();
    return { channel, back };
  }
  const changes = (arrays: ChannelArray[]) =>
    arrays.flatMap(
      ([, payload]) => payload as { targetChange?: { targetChangeType?: string; cause?: unknown } }[],
    );
  const removal = (arrays: ChannelArray[]) =>
    changes(arrays).find((m) => m.targetChange?.targetChangeType === 'REMOVE');
  const current = (arrays: ChannelArray[]) =>
    changes(arrays).some((m) => m.targetChange?.targetChangeType === 'CURRENT');

  test('a refused target gets REMOVE with cause 7, as the real service sends it', async () => {
    const { back } = await listenAs('bob', { documents: { documents: [`${ROOT}/users/alice`] } });
    await back.until((a) => removal(a) !== undefined);
    expect(removal(back.arrays)?.targetChange?.cause).toEqual({
      code: 7,
      message: 'Missing or insufficient permissions.',
    });
    back.close();
  });

  test('an allowed query target is served; when a member leaves, only that member’s target is removed', async () => {
    const members = {
      query: { parent: `${ROOT}/shoppingLists/L1`, structuredQuery: { from: [{ collectionId: 'members' }] } },
    };
    const bob = await listenAs('bob', members);
    const alice = await listenAs('alice', members);
    await bob.back.until(current);
    await alice.back.until(current);
    expect(removal(bob.back.arrays)).toBeUndefined();
    put('shoppingLists/L1', { name: str('Home'), memberIds: { arrayValue: { values: [str('alice')] } } });
    put('shoppingLists/L1/members/alice', {
      email: str('alice@example.com'),
      touched: { booleanValue: true },
    });
    await bob.back.until((a) => removal(a) !== undefined);
    expect(removal(bob.back.arrays)?.targetChange?.cause).toMatchObject({ code: 7 });
    const documents = (arrays: ChannelArray[]) =>
      arrays.flatMap(([, payload]) => payload as { documentChange?: { document: { fields: object } } }[]);
    await alice.back.until((a) =>
      documents(a).some((m) => m.documentChange && 'touched' in m.documentChange.document.fields),
    );
    expect(removal(alice.back.arrays)).toBeUndefined();
    bob.back.close();
    alice.back.close();
  });
});
