#!/usr/bin/env node
// `npm run bench:stack`: the local stack's budgets (docs/product-rules.md#budgets), printed as numbers:
//   start-up to healthy (60 s), median callable round trip excluding AI (50 ms), the diary's
//   updateMeal / deleteMeal / logMeal round trips (logMeal with the demo AI; 60 ms each),
//   median delay from a callable's write to a second browser's snapshot (500 ms),
//   document reads per screen visit of a signed-in user (a history page: 11 = 10 documents + 1 count),
//   with the Listen targets each screen opened and how many it left open.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, openChromium } from './lib/chromium.mjs';
import { DEMO_ACCOUNT, FRIEND_ACCOUNT, idToken, logIn } from './lib/sign-in.mjs';
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
const verdict = (value, budget) =>
  value === null ? 'not measured' : value <= budget ? 'within budget' : 'OVER budget';
const report = (name, value, budget, note = '', unit = 'ms') =>
  results.push({ name, value, budget, note, unit, verdict: verdict(value, budget) });

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

async function timeCalls(call, name, dataFor, results = []) {
  for (let i = 0; i < 5; i++) results.push(await call(name, dataFor(i))); // warm-up: module loading, connections
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    results.push(await call(name, dataFor(5 + i)));
    times.push(performance.now() - t);
  }
  return median(times);
}

const DIARY_BUDGET = 60;

/** The diary's callables as the friend account (the demo account's history is measured below): logMeal
 * through the demo AI, updateMeal rescaling a row, deleteMeal removing the entries logRecipe made. Each
 * writes its day's totals in the same transaction. */
async function diaryRoundTrips(call) {
  const timeZone = 'Europe/Copenhagen';
  const logged = [];
  report(
    'median callable round trip: logRecipe',
    await timeCalls(call, 'logRecipe', () => ({ mealId: 'seed-friend-16', portions: 1, timeZone }), logged),
    DIARY_BUDGET,
  );
  const [first] = logged;
  const row = first.nutrition.items[0];
  report(
    'median callable round trip: updateMeal (rescale a row)',
    await timeCalls(call, 'updateMeal', (i) => ({
      mealId: first.mealId,
      // The other rows as they are: by id, name and grams (the server keeps their figures).
      items: [
        { id: row.id, name: row.name, grams: 50 + (i % 7) * 25 },
        ...first.nutrition.items.slice(1).map(({ id, name, grams }) => ({ id, name, grams })),
      ],
    })),
    DIARY_BUDGET,
  );
  report(
    'median callable round trip: deleteMeal',
    await timeCalls(call, 'deleteMeal', (i) => ({ mealId: logged[i].mealId })),
    DIARY_BUDGET,
  );
  report(
    'median callable round trip: logMeal (demo AI)',
    await timeCalls(call, 'logMeal', (i) => ({
      description: `${1 + (i % 4)} eggs and 200 g rice`,
      timeZone,
    })),
    DIARY_BUDGET,
  );
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

const DATABASE = 'projects/demo-meal-assistant/databases/(default)';
const HISTORY_PAGE = 10;
// A day's page of History (/history?day=, where the today card and the week chart lead): at most 10 of
// that day's meals + the day's totals document (docs/product-rules.md#meal-history). All of History by
// day adds the count and a day document per day shown; it is printed without a budget.
const HISTORY_BUDGET = 11;

/** The local Firestore's usage of the app's database: reads since the last reset and the open Listen targets. */
async function usage(stack, reset = false) {
  const res = await fetch(`${stack.urls.firestore}/local/v1/usage`, { method: reset ? 'DELETE' : 'GET' });
  if (!res.ok) throw new Error(`usage endpoint: ${res.status}`);
  const u = (await res.json())[DATABASE];
  return { reads: u?.reads ?? 0, listens: u?.listens ?? 0, open: u?.openListens ?? [] };
}

/** The demo user's meals, counted over REST; meals are added (bench only) when there are fewer than a page. */
async function ensureMeals(stack, uid) {
  const documents = `${stack.urls.firestore}/v1/${DATABASE}/documents`;
  const post = async (op, body) => {
    const res = await fetch(`${documents}:${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${op}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const byUser = {
    fieldFilter: { field: { fieldPath: 'user_id' }, op: 'EQUAL', value: { stringValue: uid } },
  };
  const [{ result }] = await post('runAggregationQuery', {
    structuredAggregationQuery: {
      structuredQuery: { from: [{ collectionId: 'meals' }], where: byUser },
      aggregations: [{ alias: 'n', count: {} }],
    },
  });
  const seeded = Number(result.aggregateFields.n.integerValue);
  const added = Math.max(0, HISTORY_PAGE - seeded);
  const meal = (i) => ({
    update: {
      name: `${DATABASE}/documents/meals/bench-meal-${i}`,
      fields: {
        user_id: { stringValue: uid },
        timestamp: { timestampValue: new Date(Date.now() - (i + 1) * 86_400_000).toISOString() },
        type: { stringValue: 'nutrition' },
        description: { stringValue: `Bench meal ${i + 1}` },
        meal: { stringValue: `Bench meal ${i + 1}` },
        calories: { integerValue: '500' },
      },
    },
  });
  if (added > 0) await post('commit', { writes: Array.from({ length: added }, (_, i) => meal(i)) });
  return { seeded, added };
}

/**
 * Waits until the page has no request in flight (the Listen backchannel, which stays open, aside), none
 * started or ended for `quietMs`, and the local Firestore's usage stopped changing for as long.
 */
async function settle(net, stack, quietMs = 750, timeoutMs = 20_000) {
  const t0 = Date.now();
  let last = '';
  let since = Date.now();
  for (;;) {
    const now = JSON.stringify([net.inFlight.size, net.changedAt, await usage(stack)]);
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (net.inFlight.size === 0 && Date.now() - since >= quietMs) {
      return;
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`no quiet network within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function trackRequests(page) {
  // rest: the Firestore REST calls (count queries, gets) the page made, by method name
  const net = { inFlight: new Set(), changedAt: 0, rest: [] };
  // The backchannel (GET .../channel?...RID=rpc) is held open while the app listens: not a pending load.
  const backchannel = (req) =>
    req.method() === 'GET' && /\/google\.firestore\.v1\.Firestore\/.*[?&]RID=rpc/.test(req.url());
  const start = (req) => {
    const rest = /\/v1\/projects\/[^?]*:(\w+)/.exec(req.url());
    if (rest && req.method() === 'POST') net.rest.push({ method: rest[1], body: req.postData() });
    if (backchannel(req)) return;
    net.inFlight.add(req);
    net.changedAt = Date.now();
  };
  const end = (req) => {
    if (!net.inFlight.delete(req)) return;
    net.changedAt = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return net;
}

/**
 * Signs the demo user in through the login form (as web/e2e does), then visits each screen the way a user
 * does (bottom navigation, header icons for settings and health) and records, per visit: the document reads
 * from the click until the screen shows its data and the network is quiet, the Listen targets opened, and
 * which of them are still open once the next screen has settled.
 */
async function screenReads(stack) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}`);
  const meals = await ensureMeals(stack, 'demo-user');
  const browser = await openChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const net = trackRequests(page);
    const main = page.locator('main');
    const nav = (label) =>
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: label, exact: true });
    const heading = (name) => main.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 30_000 });
    const noSpinner = () => main.locator('.spinner').waitFor({ state: 'detached', timeout: 30_000 });
    /** Ready once the screen's heading and `content` show, and (unless told otherwise) no spinner is left. */
    const shows =
      (title, content, { spinnerGone = true } = {}) =>
      async () => {
        await heading(title);
        await content.waitFor({ timeout: 30_000 });
        if (spinnerGone) await noSpinner();
      };
    let historyTotal = null;
    const screens = [
      {
        name: 'camera',
        path: '/',
        go: () => nav('Camera').click(),
        ready: () => heading("What's on your plate?"),
      },
      {
        name: 'recipe',
        path: '/recipe',
        go: () => nav('Recipe').click(),
        ready: () => heading('Recipe generator'),
      },
      {
        name: 'history',
        path: '/history',
        go: () => nav('History').click(),
        ready: async () => {
          await heading('History');
          const count = main.getByText(/^\d+ meals?$/);
          await count.waitFor({ timeout: 30_000 });
          historyTotal = Number.parseInt(await count.textContent(), 10);
          const entries = main.locator('.history-page__list > li');
          const want = Math.min(HISTORY_PAGE, historyTotal);
          await page.waitForFunction(
            ([selector, n]) => document.querySelectorAll(selector).length === n,
            ['main .history-page__list > li', want],
            { timeout: 30_000 },
          );
          return entries.count();
        },
      },
      {
        name: 'shopping',
        path: '/shopping',
        go: () => nav('Groceries').click(),
        ready: shows('Groceries', page.getByRole('tab', { selected: true })),
      },
      {
        name: 'settings',
        path: '/settings',
        go: () => page.getByRole('button', { name: 'Open settings' }).click(),
        ready: shows('Settings', main.locator('.list-cards > li').first()),
      },
      {
        name: 'health',
        path: '/health',
        go: () => page.getByRole('button', { name: 'Open health' }).click(),
        ready: shows('Health', main.locator('.health-bmi'), { spinnerGone: false }),
      },
      {
        // The week chart's bar for today opens that day's page of History.
        name: 'history-day',
        path: '/history',
        go: () => page.locator('.health-week__day').last().click(),
        ready: async () => {
          // The day's page is headed by the day ("Today").
          await main.locator('h1').waitFor({ timeout: 30_000 });
          await page.waitForFunction(() => new URLSearchParams(location.search).has('day'), null, {
            timeout: 30_000,
          });
          await main.locator('.history-page__list > li').first().waitFor({ timeout: 30_000 });
          await noSpinner();
          return main.locator('.history-page__list > li').count();
        },
      },
    ];

    // Signed in on Health, so the first visit (camera) is a client-side navigation too.
    const last = screens.find((screen) => screen.name === 'health');
    const beforeSignIn = await usage(stack, true);
    await logIn(page, stack.urls.app, DEMO_ACCOUNT, last.path);
    await last.ready();
    await settle(net, stack);

    const rows = [];
    let before = await usage(stack);
    const known = new Set(beforeSignIn.open.map((t) => t.id));
    const signIn = {
      path: last.path,
      reads: before.reads,
      opened: before.open.filter((t) => !known.has(t.id)),
    };
    // Each screen in turn, then camera once more so that the last screen is left as well.
    for (const screen of [...screens, screens[0]]) {
      const previous = rows.at(-1);
      await usage(stack, true);
      net.rest.length = 0;
      await screen.go();
      await page.waitForURL((url) => url.pathname === screen.path, { timeout: 10_000 });
      const shown = await screen.ready();
      await settle(net, stack);
      const after = await usage(stack);
      const openIds = new Set(after.open.map((t) => t.id));
      if (previous) previous.stillOpen = previous.opened.filter((t) => openIds.has(t.id));
      if (rows.length === screens.length) break; // camera again: only there to leave the last screen
      const openBefore = new Set(before.open.map((t) => t.id));
      const opened = after.open.filter((t) => !openBefore.has(t.id));
      const targets = opened.map((t) => t.target);
      rows.push({
        screen: screen.name,
        reads: after.reads,
        listens: after.listens,
        opened,
        // opened during the visit but closed before it settled: a listener that was re-subscribed
        churned: after.listens - opened.length,
        duplicates: targets.filter((t, i) => targets.indexOf(t) !== i),
        shown,
        stillOpen: [],
        rest: [...net.rest],
      });
      before = after;
    }
    return { rows, meals, historyTotal, signIn };
  } finally {
    await browser.close();
  }
}

function printScreens({ rows, meals, historyTotal, signIn }) {
  const pad = (v, n) => String(v).padStart(n);
  console.log(
    `\ndocument reads per screen visit (demo@example.com in Chromium 390x844, Vite dev server; ` +
      `${meals.seeded} seeded meals${meals.added ? `, ${meals.added} added for the bench` : ''})`,
  );
  console.log(
    `  sign-in on ${signIn.path}: ${signIn.reads} reads (callables' reads included), ` +
      `listening from then on to: ${signIn.opened.map((t) => t.target).join('; ') || 'nothing'}`,
  );
  console.log('  screen     reads  listen targets opened  still open after leaving');
  const notes = [];
  for (const r of rows) {
    const budget =
      r.screen === 'history-day'
        ? ` (budget ${HISTORY_BUDGET} reads, ${verdict(r.reads, HISTORY_BUDGET)}; today's ${r.shown} meals)`
        : r.screen === 'history'
          ? ` (${r.shown} meals shown of ${historyTotal}, under their day headers)`
          : '';
    console.log(
      `  ${r.screen.padEnd(9)}${pad(r.reads, 6)}${pad(r.listens, 23)}${pad(r.stillOpen.length, 26)}${budget}`,
    );
    for (const t of r.opened) console.log(`             listens to ${t.target}`);
    const methods = r.rest.map((c) => c.method);
    const calls = [...new Set(methods)].map((m) => `${methods.filter((x) => x === m).length} x ${m}`);
    if (calls.length) console.log(`             REST: ${calls.join(', ')}`);
    const bodies = r.rest.map((c) => `${c.method} ${c.body}`);
    const repeated = [...new Set(bodies.filter((b, i) => bodies.indexOf(b) !== i))];
    for (const b of repeated)
      notes.push(
        `${r.screen} sent the same ${b.split(' ')[0]} ${bodies.filter((x) => x === b).length} times`,
      );
    if (r.stillOpen.length)
      notes.push(
        `${r.screen} left ${r.stillOpen.length} listener(s) open: ${r.stillOpen.map((t) => t.target).join('; ')}`,
      );
    if (r.churned > 0)
      notes.push(
        `${r.screen} opened ${r.churned} listen target(s) that closed again during the visit (re-subscribed?)`,
      );
    if (r.duplicates.length)
      notes.push(`${r.screen} has the same query open twice: ${r.duplicates.join('; ')}`);
  }
  if (historyTotal !== null && historyTotal < HISTORY_PAGE)
    notes.push(`the demo user has only ${historyTotal} meals: the history visit measured a short page`);
  for (const n of notes) console.log(`  NOTE: ${n}`);
}

let screens = null;
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

  const demo = callable(stack, await idToken(stack.urls.auth, DEMO_ACCOUNT));
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
    await diaryRoundTrips(callable(stack, await idToken(stack.urls.auth, FRIEND_ACCOUNT)));
  } catch (err) {
    report('median callable round trip: diary', null, DIARY_BUDGET, `not measured: ${err.message}`);
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
  try {
    screens = await screenReads(stack);
  } catch (err) {
    report(
      'document reads of a history page visit',
      null,
      HISTORY_BUDGET,
      `not measured: ${err.message}`,
      'reads',
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
  let value = r.value === null ? '-' : r.value >= 1000 ? `${(r.value / 1000).toFixed(1)} s` : fmt(r.value);
  let budget = r.budget >= 1000 ? `${r.budget / 1000} s` : `${r.budget} ms`;
  if (r.unit !== 'ms')
    [value, budget] = [r.value === null ? '-' : `${r.value} ${r.unit}`, `${r.budget} ${r.unit}`];
  console.log(`  ${r.name}: ${value} (budget ${budget}, ${r.verdict})${r.note ? ` - ${r.note}` : ''}`);
}
if (screens) printScreens(screens);
