// REST benchmark of the local Firestore (built dist/): commit and batchGet throughput over HTTP,
// the median runQuery time on 10,000 documents (equality + orderBy + limit 10; target <= 20 ms), and
// the median latency of reading one document as a signed-in user under a real project's rules
// (test/fixtures/firestore.rules) against the same read with the owner credential, which bypasses them
// (budget: +1 ms).
// Client and server share this process (one event loop), so the figures are a lower bound.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createFirestoreServer } from '../dist/firestore/server.js';
import { FirestoreStore } from '../dist/firestore/store.js';
import { RulesGate } from '../dist/rules/gate.js';

const db = 'projects/demo-bench/databases/(default)';
const store = new FirestoreStore();
const rules = new RulesGate(store);
rules.load(readFileSync(new URL('../test/fixtures/firestore.rules', import.meta.url), 'utf8'));
const server = createFirestoreServer({ store, rules });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/v1/${db}/documents`;

// node:http with keep-alive, like firebase-admin's REST transport (fetch adds client overhead).
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

const OWNER = 'Bearer owner';
// An Auth-emulator ID token (unsigned) of user u1.
const USER = `Bearer e30.${Buffer.from(JSON.stringify({ sub: 'u1', email: 'u1@example.com' })).toString('base64url')}.`;

function call(op, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}:${op}?$alt=json;enum-encoding=int`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: OWNER } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString());
          if (res.statusCode !== 200) reject(new Error(`${op}: ${JSON.stringify(json)}`));
          else resolve(json);
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Runs `total` calls with `concurrency` in flight; returns operations per second. */
async function throughput(total, concurrency, fn) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await fn(next++);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

const doc = (path, fields) => ({ update: { name: `${db}/documents/${path}`, fields } });

// Warm up the HTTP connection pool and the JIT.
for (let i = 0; i < 200; i++)
  await call('commit', { writes: [doc(`warm/w${i}`, { i: { integerValue: String(i) } })] });

const commits = await throughput(3000, 8, (i) =>
  call('commit', {
    writes: [doc(`bench/c${i}`, { n: { integerValue: String(i) }, s: { stringValue: `item ${i}` } })],
  }),
);
const gets = await throughput(3000, 8, (i) =>
  call('batchGet', { documents: [`${db}/documents/bench/c${i % 3000}`] }),
);

const categories = [
  'fruit',
  'vegetable',
  'grain',
  'dairy',
  'meat',
  'fish',
  'nuts',
  'sweets',
  'drinks',
  'spices',
];
for (let start = 0; start < 10_000; start += 500) {
  const writes = [];
  for (let i = start; i < start + 500; i++) {
    writes.push(
      doc(`meals/m${i}`, {
        category: { stringValue: categories[i % categories.length] },
        calories: { integerValue: String((i * 7919) % 1000) },
        timestamp: { timestampValue: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString() },
        description: { stringValue: `meal number ${i}` },
      }),
    );
  }
  await call('commit', { writes });
}
const query = {
  structuredQuery: {
    from: [{ collectionId: 'meals' }],
    where: { fieldFilter: { field: { fieldPath: 'category' }, op: 5, value: { stringValue: 'grain' } } },
    orderBy: [{ field: { fieldPath: 'timestamp' }, direction: 2 }],
    limit: { value: 10 },
  },
};
const times = [];
for (let i = 0; i < 60; i++) {
  const t = performance.now();
  const rows = await call('runQuery', query);
  times.push(performance.now() - t);
  if (rows.length !== 10) throw new Error(`expected 10 rows, got ${rows.length}`);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];

/** Median time of a GET of one document, one request at a time. */
async function readLatency(authorization, path, rounds = 2000) {
  const get = () =>
    new Promise((resolve, reject) => {
      const req = request(`${base}/${path}`, { agent, headers: { authorization } }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`GET ${path}: ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end();
    });
  for (let i = 0; i < 300; i++) await get();
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await get();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
await call('commit', { writes: [doc('users/u1', { email: { stringValue: 'u1@example.com' } })] });
// Alternated, so that both see the same machine load.
const owner = [];
const user = [];
for (let i = 0; i < 3; i++) {
  owner.push(await readLatency(OWNER, 'users/u1'));
  user.push(await readLatency(USER, 'users/u1'));
}
const mid = (xs) => xs.sort((a, b) => a - b)[1];

console.log(`commit    ${commits.toFixed(0)} ops/s (single-document commits, 8 in flight)`);
console.log(`batchGet  ${gets.toFixed(0)} ops/s (single-document reads, 8 in flight)`);
console.log(
  `runQuery  median ${median.toFixed(2)} ms on 10,000 documents (== + orderBy desc + limit 10; target <= 20 ms)`,
);
console.log(
  `read      median ${mid(user).toFixed(3)} ms as a signed-in user (rules evaluated), ${mid(owner).toFixed(3)} ms as owner (rules bypassed): +${(mid(user) - mid(owner)).toFixed(3)} ms (budget +1 ms)`,
);
agent.destroy();
server.close();
