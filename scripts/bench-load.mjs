#!/usr/bin/env node
// npm run bench:load [-- --seconds 60 --users 20]
// Starts the stack on free ports (no web, demo AI), signs up N users in households of four sharing a list,
// and lets each user add items, toggle items and analyse photos with the demo AI, one request at a time,
// for the given time. Then checks that no acknowledged write was lost and prints operations, errors and
// p50/p95 latency per callable. Loopback only; every loop is bounded by the deadline.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startStack } from './lib/stack.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, users: { type: 'string', default: '20' } },
});
const seconds = Math.min(Math.max(Number(values.seconds) || 60, 1), 3600);
const userCount = Math.min(Math.max(Number(values.users) || 20, 1), 200);
const HOUSEHOLD = 4;
const ITEM_CAP = 400; // stays under the backend's 500 items per list

const env = { ...process.env, AI_DAILY_QUOTA: '1000000' };
for (const k of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'SENDGRID_API_KEY', 'SENDGRID_BASE_URL']) delete env[k];
console.log(`Starting the stack (free ports, demo AI) for ${userCount} users, ${seconds} s...`);
const stack = await startStack({
  ports: 'free',
  seed: false,
  web: false,
  env,
  log: (l) => /error|fail/i.test(l) && console.error(l),
});
let exitCode = 0;
try {
  exitCode = await run(stack);
} finally {
  await stack.stop();
}
process.exit(exitCode);

async function run(stack) {
  const latency = new Map(); // callable -> ms[]
  const errors = [];
  async function call(user, name, data) {
    const started = performance.now();
    const res = await fetch(`${stack.urls.functions}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(70_000),
    });
    const body = await res.json().catch(() => ({ error: { status: `HTTP ${res.status}` } }));
    const ms = performance.now() - started;
    if (!latency.has(name)) latency.set(name, []);
    latency.get(name).push(ms);
    if (body.error) {
      errors.push(`${name}: ${body.error.status} ${body.error.message ?? ''}`);
      return null;
    }
    return body.result;
  }
  async function signUp(i) {
    const res = await fetch(
      `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `load-${i}-${Date.now()}@example.test`,
          password: 'password-123',
          returnSecureToken: true,
        }),
      },
    );
    const b = await res.json();
    return { uid: b.localId, email: b.email, token: b.idToken };
  }

  // Setup: households of four sharing the owner's list.
  const users = await Promise.all(Array.from({ length: userCount }, (_, i) => signUp(i)));
  await Promise.all(users.map((u) => call(u, 'ensureProfile', {})));
  const lists = [];
  for (let h = 0; h < users.length; h += HOUSEHOLD) {
    const [owner, ...rest] = users.slice(h, h + HOUSEHOLD);
    const { listId } = await call(owner, 'createList', { name: `Household ${h / HOUSEHOLD + 1}` });
    for (const m of rest) {
      const { inviteId } = await call(owner, 'inviteMember', { listId, email: m.email });
      await call(m, 'acceptInvite', { inviteId });
    }
    lists.push({ listId, members: [owner, ...rest], items: [] });
  }
  const setupErrors = errors.length;
  latency.clear();

  const ops = { add: 0, toggle: 0, analyse: 0 };
  const adds = []; // { itemId, listId }
  const toggles = new Map(); // itemId -> [{ sent, acked, value }]
  const deadline = Date.now() + seconds * 1000;
  const photo = () => `data:image/jpeg;base64,${randomBytes(6000).toString('base64')}`;

  async function actor(user, list) {
    for (let n = 0; Date.now() < deadline && n < 1_000_000; n++) {
      const r = Math.random();
      if (r < 0.1) {
        ops.analyse++;
        await call(user, 'analyzeFoodImage', { image: photo() });
      } else if (r < 0.5 && list.items.length < ITEM_CAP) {
        ops.add++;
        const result = await call(user, 'addItem', {
          listId: list.listId,
          name: `Item ${n} of ${user.uid.slice(0, 6)}`,
        });
        if (result) {
          adds.push({ itemId: result.itemId, listId: list.listId });
          list.items.push(result.itemId);
        }
      } else if (list.items.length > 0) {
        ops.toggle++;
        const itemId = list.items[Math.floor(Math.random() * list.items.length)];
        const value = Math.random() < 0.5;
        const sent = performance.now();
        const result = await call(user, 'updateItem', { itemId, checked: value });
        if (result) {
          if (!toggles.has(itemId)) toggles.set(itemId, []);
          toggles.get(itemId).push({ sent, acked: performance.now(), value });
        }
      }
    }
  }
  const t0 = Date.now();
  await Promise.all(users.map((u, i) => actor(u, lists[Math.floor(i / HOUSEHOLD)])));
  const elapsed = (Date.now() - t0) / 1000;

  // Verification with firebase-admin against the stack's Firestore.
  const app = initializeApp({ projectId: stack.project }, 'bench-load');
  const db = getFirestore(app);
  db.settings({
    host: `127.0.0.1:${stack.ports.firestore}`,
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  });
  const docs = new Map();
  for (let i = 0; i < adds.length; i += 300) {
    const snaps = await db.getAll(
      ...adds.slice(i, i + 300).map((a) => db.collection('shoppingItems').doc(a.itemId)),
    );
    for (const s of snaps) docs.set(s.id, s);
  }
  const lostAdds = adds.filter(
    (a) => !docs.get(a.itemId)?.exists || docs.get(a.itemId).get('shoppingListId') !== a.listId,
  );
  let wrongToggles = 0;
  for (const [itemId, list] of toggles) {
    // The last acknowledged toggle, or one that overlapped it (it may have committed after it).
    const last = list.reduce((a, b) => (b.acked > a.acked ? b : a));
    const allowed = new Set([last.value, ...list.filter((t) => t.acked > last.sent).map((t) => t.value)]);
    if (!allowed.has(docs.get(itemId)?.get('checked'))) wrongToggles++;
  }
  await app.delete();

  const pct = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : Number.NaN;
  };
  const total = ops.add + ops.toggle + ops.analyse;
  console.log(`\nLoad: ${userCount} users in ${lists.length} shared lists for ${elapsed.toFixed(1)} s`);
  console.log(
    `operations: ${total} (${(total / elapsed).toFixed(1)}/s) — add ${ops.add}, toggle ${ops.toggle}, analyse ${ops.analyse}`,
  );
  console.log('callable              count    p50 ms    p95 ms');
  for (const [name, xs] of latency)
    console.log(
      `${name.padEnd(20)} ${String(xs.length).padStart(6)} ${pct(xs, 50).toFixed(1).padStart(9)} ${pct(xs, 95).toFixed(1).padStart(9)}`,
    );
  console.log(
    `errors: ${errors.length - setupErrors} during load, ${setupErrors} during setup${errors.length ? ` (first: ${errors[0]})` : ''}`,
  );
  console.log(
    `lost acknowledged adds: ${lostAdds.length} of ${adds.length}; items whose final checked state matches no last toggle: ${wrongToggles} of ${toggles.size}`,
  );
  return errors.length === 0 && lostAdds.length === 0 && wrongToggles === 0 ? 0 : 1;
}
