#!/usr/bin/env node
// npm run bench:load [-- --seconds 60 --users 20 --drops 0.2]
// Starts the stack on free ports (no web, demo AI), signs up N users in households of four sharing a list,
// and lets each user add items, toggle items and analyse photos with the demo AI, one request at a time,
// for the given time. Item changes are sent the way the app's outbox sends them: with an operation id, a
// client item id for adds and the time of the change for ticks. A share of them (--drops) meets a dropped
// network: the answer is lost and the change is sent again with the same operation id after a moment
// offline, sometimes twice at once (two tabs replaying). Then checks that no change was lost or doubled and
// that every item's tick is the one made last, and prints operations, errors and p50/p95 latency per
// callable. Loopback only; every loop is bounded by the deadline.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startStack } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '20' },
    drops: { type: 'string', default: '0.2' },
  },
});
const dropRate = Math.min(Math.max(Number(values.drops) || 0, 0), 0.9);
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
    // Invitations need a verified address: verified as an administrator would, then signed in again for a
    // token that says so.
    const owner = { 'content-type': 'application/json', authorization: 'Bearer owner' };
    await fetch(
      `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.project}/accounts:update`,
      {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ localId: b.localId, emailVerified: true }),
      },
    );
    const signedIn = await (
      await fetch(
        `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: b.email, password: 'password-123', returnSecureToken: true }),
        },
      )
    ).json();
    return { uid: b.localId, email: b.email, token: signedIn.idToken };
  }

  // An outbox's send: the same request (same opId) until an answer arrives. With probability dropRate the
  // answer of a try is lost (the server may have applied it) and the client is offline for a moment; now
  // and then two tries race, as two tabs replaying the same outbox.
  const net = { drops: 0, races: 0 };
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  async function send(user, name, data) {
    for (let attempt = 0; attempt < 10; attempt++) {
      if (attempt < 3 && Math.random() < dropRate) {
        net.drops++;
        if (Math.random() < 0.25) {
          net.races++;
          await Promise.all([call(user, name, data), call(user, name, data)]);
        } else await call(user, name, data);
        await pause(50 + Math.random() * 250);
        continue;
      }
      const result = await call(user, name, data);
      if (result) return result;
      await pause(100);
    }
    return null;
  }
  const opId = () => randomBytes(12).toString('base64url');
  const itemId = () => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);

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
  const adds = []; // { itemId, listId, name }
  const toggles = new Map(); // itemId -> [{ changedAt, value }]
  const deadline = Date.now() + seconds * 1000;
  // A JPEG header (1024 x 768; the functions read it) and random bytes: the demo AI sees a photo.
  const jpegHeader = '/9j/4AAQSkZJRgABAQAAAQABAAD/wAARCAMABAADASIAAhEBAxEB';
  const photo = () => `data:image/jpeg;base64,${jpegHeader}${randomBytes(6000).toString('base64')}`;

  async function actor(user, list) {
    for (let n = 0; Date.now() < deadline && n < 1_000_000; n++) {
      const r = Math.random();
      if (r < 0.1) {
        ops.analyse++;
        await call(user, 'analyzeFoodImage', { image: photo() });
      } else if (r < 0.5 && list.items.length < ITEM_CAP) {
        ops.add++;
        const name = `Item ${n} of ${user.uid.slice(0, 6)}`;
        const id = itemId();
        const result = await send(user, 'addItem', { listId: list.listId, name, itemId: id, opId: opId() });
        if (result) {
          adds.push({ itemId: result.itemId, listId: list.listId, name });
          list.items.push(result.itemId);
        }
      } else if (list.items.length > 0) {
        ops.toggle++;
        const itemId = list.items[Math.floor(Math.random() * list.items.length)];
        const value = Math.random() < 0.5;
        const changedAt = Date.now();
        const result = await send(user, 'updateItem', { itemId, checked: value, changedAt, opId: opId() });
        if (result) {
          if (!toggles.has(itemId)) toggles.set(itemId, []);
          toggles.get(itemId).push({ changedAt, value });
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
  // Doubled: a list holding more items than adds acknowledged for it, or an add's name on two items.
  let doubled = 0;
  for (const list of lists) {
    const stored = await db.collection('shoppingItems').where('shoppingListId', '==', list.listId).get();
    const mine = adds.filter((a) => a.listId === list.listId);
    doubled += Math.max(0, stored.size - mine.length);
    const names = stored.docs.map((d) => d.get('name'));
    doubled += names.length - new Set(names).size;
  }
  // Last writer wins by the time of the change: every item shows the tick made last (either, on a tie).
  let wrongToggles = 0;
  for (const [itemId, list] of toggles) {
    const latest = Math.max(...list.map((t) => t.changedAt));
    const allowed = new Set(list.filter((t) => t.changedAt === latest).map((t) => t.value));
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
    `network drops: ${net.drops} answers lost and sent again (${net.races} of them as two racing sends), drop rate ${dropRate}`,
  );
  console.log(
    `lost adds: ${lostAdds.length} of ${adds.length}; doubled items: ${doubled}; items whose checked state is not the tick made last: ${wrongToggles} of ${toggles.size}`,
  );
  return errors.length === 0 && lostAdds.length === 0 && doubled === 0 && wrongToggles === 0 ? 0 : 1;
}
