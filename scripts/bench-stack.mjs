#!/usr/bin/env node
// `npm run bench:stack`: the local stack's budgets (DESIGN 7), printed as numbers:
//   start-up to healthy (60 s), median callable round trip excluding AI (50 ms),
//   median delay from a callable's write to a second browser's snapshot (500 ms).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, openChromium } from './lib/chromium.mjs';
import { startStack } from './lib/stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const results = [];
const report = (name, value, budget, note = '') =>
  results.push({
    name,
    value,
    budget,
    note,
    verdict: value === null ? 'not measured' : value <= budget ? 'within budget' : 'OVER budget',
  });

async function signIn(authUrl, email, password) {
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await res.json();
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

function callable(stack, token) {
  return async (name, data) => {
    const res = await fetch(`${stack.urls.functions}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body.error)}`);
    return body.result;
  };
}

async function timeCalls(call, name, dataFor) {
  for (let i = 0; i < 5; i++) await call(name, dataFor(i)); // warm-up: module loading, connections
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await call(name, dataFor(i));
    times.push(performance.now() - t);
  }
  return median(times);
}

/** Bundles the bench page with Vite and serves it; returns its URL and a closer. */
async function servePage() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-page-'));
  await build({
    root: path.join(here, 'lib/bench-page'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((req, res) => {
    const file = path.join(outDir, new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!file.startsWith(outDir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function snapshotDelays(stack, call) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}`);
  const page = await servePage();
  const browser = await openChromium();
  const { context } = browser;
  try {
    const tab = context.pages()[0] ?? (await context.newPage());
    const q = new URLSearchParams({
      project: stack.project,
      auth: stack.urls.auth,
      firestore: stack.env.VITE_FIRESTORE_EMULATOR_HOST,
      email: 'friend@example.com',
      password: 'friend-password',
      item: 'item-milk',
    });
    await tab.goto(`${page.url}?${q}`);
    await tab.evaluate(() => window.__ready);
    const fromResponse = [];
    const fromStart = [];
    let checked = await tab.evaluate(() => window.__snaps.at(-1).checked);
    for (let i = 0; i < 5 + ROUNDS; i++) {
      checked = !checked;
      const before = await tab.evaluate(() => window.__snaps.length);
      const start = Date.now();
      await call('updateItem', { itemId: 'item-milk', checked });
      const answered = Date.now();
      const handle = await tab.waitForFunction(
        ([n, want]) => window.__snaps.slice(n).find((s) => s.checked === want)?.at,
        [before, checked],
        { timeout: 10_000, polling: 'raf' },
      );
      const at = await handle.jsonValue();
      if (i >= 5) {
        fromResponse.push(Math.max(0, at - answered));
        fromStart.push(at - start);
      }
    }
    return { fromResponse: median(fromResponse), fromStart: median(fromStart) };
  } finally {
    await browser.close();
    page.close();
  }
}

let stack;
try {
  const t0 = Date.now();
  stack = await startStack({ ports: 'free', web: true, seed: true, log: () => {} });
  const startup = Date.now() - t0;
  const t = stack.timings;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  report(
    'start-up to healthy (Auth, Firestore, functions, services, web, seeded)',
    startup,
    60_000,
    `builds ${t.build > 2000 ? s(t.build) : 'up to date'}; Auth emulator ready at ${s(t.auth)}, ` +
      `local-firebase with functions at ${s(t.localFirebase)}, seeded at ${s(t.seeded)}, web at ${s(t.web)}`,
  );

  const demo = callable(stack, await signIn(stack.urls.auth, 'demo@example.com', 'demo-password'));
  try {
    report(
      'median callable round trip: ensureProfile',
      await timeCalls(demo, 'ensureProfile', () => ({})),
      50,
    );
    report(
      'median callable round trip: updateItem',
      await timeCalls(demo, 'updateItem', (i) => ({ itemId: 'item-oats', checked: i % 2 === 0 })),
      50,
    );
  } catch (err) {
    report('median callable round trip', null, 50, `not measured: ${err.message}`);
  }
  try {
    const d = await snapshotDelays(stack, demo);
    report("median delay from updateItem's answer to the second browser's snapshot", d.fromResponse, 500);
    report("median delay from calling updateItem to the second browser's snapshot", d.fromStart, 500);
  } catch (err) {
    report(
      "median delay from a callable's write to a second browser's snapshot",
      null,
      500,
      `not measured: ${err.message}`,
    );
  }
} catch (err) {
  report('start-up to healthy', null, 60_000, `not measured: ${err.message}`);
} finally {
  await stack?.stop();
}

console.log(
  `\nbench:stack (${ROUNDS} rounds each, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`,
);
for (const r of results) {
  const value = r.value === null ? '-' : r.value >= 1000 ? `${(r.value / 1000).toFixed(1)} s` : fmt(r.value);
  const budget = r.budget >= 1000 ? `${r.budget / 1000} s` : `${r.budget} ms`;
  console.log(`  ${r.name}: ${value} (budget ${budget}, ${r.verdict})${r.note ? ` - ${r.note}` : ''}`);
}
