// Listen latency benchmark (against the built package: `npm run build -w tools/local-firebase`).
// Prints the median delay from a firebase-admin commit to the snapshot in a real browser tab, while
// extra WebChannel sessions (plain Node clients) listen to the same document.
// The extra clients run in a child process so that their parsing does not slow the server down.
// Security rules are evaluated for every listener on every change (the budget: at most +20% over the
// same run without rules, `--no-rules`).
// Usage: node bench/listen.mjs [--writes 50] [--sessions 200] [--no-rules]
import { fork } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPage, launchBrowser, openHarness, servePage } from '../test/browser-page/browser-kit.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const WRITES = arg('writes', 50);
const SESSIONS = arg('sessions', 200);
const PROJECT = 'demo-listen-bench';
const DB = `projects/${PROJECT}/databases/(default)`;
const DOC = 'bench/doc';
const RULES = process.argv.includes('--no-rules')
  ? null
  : `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function readable(doc) { return doc == null || (doc.data.i is int && doc.data.i >= -1); }
    match /bench/{id} { allow read: if request.auth == null && readable(resource); }
  }
}`;

if (process.argv[2] === '--client-process') {
  await runClients(process.argv[3], Number(process.argv[4]));
} else {
  await runBench();
}

async function runBench() {
  const dist = process.env.LOCAL_FIREBASE_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
  if (!existsSync(`${dist}/firestore/webchannel.js`)) {
    console.error(`No build at ${dist}: run "npm run build -w tools/local-firebase" first.`);
    process.exit(1);
  }
  const load = (file) => import(pathToFileURL(`${dist}/firestore/${file}`).href);
  const [{ FirestoreStore }, { createFirestoreServer }, { createListenHandler }, { RulesGate }] =
    await Promise.all([
      load('store.js'),
      load('server.js'),
      load('webchannel.js'),
      import(pathToFileURL(`${dist}/rules/gate.js`).href),
    ]);

  const store = new FirestoreStore();
  const rules = new RulesGate(store);
  if (RULES) rules.load(RULES);
  const listen = createListenHandler(store, { rules });
  const server = createFirestoreServer({ store, listen, rules });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  const base = `http://127.0.0.1:${port}`;

  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT }, 'listen-bench');
  const db = getFirestore(app);
  db.settings({
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  });
  await db.doc(DOC).set({ i: -1 });

  const clients = fork(fileURLToPath(import.meta.url), ['--client-process', base, String(SESSIONS)]);
  const fromClients = (type) =>
    new Promise((resolve) => clients.once('message', (m) => m.type === type && resolve(m)));
  await fromClients('ready');

  const [pageDir, browser] = await Promise.all([buildPage(), launchBrowser()]);
  const pageServer = await servePage(pageDir);
  const page = await openHarness(browser.context, pageServer.origin, {
    host: '127.0.0.1',
    port,
    project: PROJECT,
  });
  await page.evaluate((path) => window.harness.listenDoc('doc', path), DOC);
  await page.waitForFunction(() => window.harness.snapshots.doc?.some((s) => s.data?.i === -1));
  const heldSessions = listen.sessionCount();

  const delays = [];
  for (let i = 0; i < WRITES; i++) {
    const started = Date.now();
    await db.doc(DOC).set({ i });
    const at = await page
      .waitForFunction((n) => window.harness.snapshots.doc.find((s) => s.data?.i === n)?.at, i, {
        polling: 2,
      })
      .then((handle) => handle.jsonValue());
    delays.push(at - started);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  clients.send({ type: 'report', last: WRITES - 1 });
  const { complete } = await fromClients('report');

  const sorted = [...delays].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(`listen: ${WRITES} admin writes -> browser snapshot (rules ${RULES ? 'evaluated' : 'off'})`);
  console.log(
    `  median ${pick(0.5)} ms   p90 ${pick(0.9)} ms   min ${sorted[0]} ms   max ${sorted.at(-1)} ms   (target <= 100 ms)`,
  );
  console.log(
    `  concurrent listen sessions held: ${heldSessions} (1 browser tab + ${SESSIONS} Node WebChannel clients)`,
  );
  console.log(`  Node clients that received the last write: ${complete}/${SESSIONS}`);

  clients.kill();
  await browser.close();
  await pageServer.close();
  rmSync(pageDir, { recursive: true, force: true });
  await deleteApp(app);
  listen.close();
  server.closeAllConnections();
  server.close();
}

/** Child process: opens `count` Listen sessions on one document and reports who saw the last write. */
async function runClients(base, count) {
  const seen = Array.from({ length: count }, () => new Set());
  for (let i = 0; i < count; i += 50) {
    await Promise.all(seen.slice(i, i + 50).map((s) => openNodeSession(base, s)));
  }
  process.on('message', (m) => {
    if (m.type === 'report')
      process.send({ type: 'report', complete: seen.filter((s) => s.has(m.last)).length });
  });
  process.send({ type: 'ready' });
}

/** A bare WebChannel Listen client: handshake with one document target, then a streaming backchannel. */
async function openNodeSession(base, seen) {
  const channel = `${base}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=${encodeURIComponent(DB)}`;
  const request = {
    database: DB,
    addTarget: { documents: { documents: [`${DB}/documents/${DOC}`] }, targetId: 2 },
  };
  const body = new URLSearchParams({ count: '1', ofs: '0', req0___data__: JSON.stringify(request) });
  const handshake = await (await fetch(`${channel}&RID=1&CVER=22`, { method: 'POST', body })).text();
  const sid = JSON.parse(handshake.slice(handshake.indexOf('\n') + 1))[0][1][1];
  const abort = new AbortController();
  const res = await fetch(`${channel}&RID=rpc&SID=${sid}&AID=0&CI=0&TYPE=xmlhttp`, { signal: abort.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (const m of text.matchAll(/"i":\{"integerValue":"(\d+)"\}/g)) seen.add(Number(m[1]));
      text = text.slice(-64);
    }
  })().catch(() => {});
  return () => abort.abort();
}
