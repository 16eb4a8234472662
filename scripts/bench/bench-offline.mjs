#!/usr/bin/env node
// npm run bench:offline — the shopping list without signal, on the local stack (free ports):
//   1. user A makes CHANGES (default 100) item changes offline (half adds, then a tick of each added
//      item), then reconnects: seconds until every change is replayed (the waiting badge is gone), duplicate
//      items, lost changes, and how long after that a second client (user B, live) shows the last change;
//   2. the JS a user downloads (gzip), from the production build: the sign-in route until its form shows,
//      and the signed-in shell with the Groceries screen.
// Budgets: replay <= 5 s, 0 duplicates, 0 lost, second client <= 1 s. Prints numbers; exit code 0 even
// over budget. Flags: --sizes-only (only part 2), --no-sizes (only part 1), --web-root <dir> (part 2 built
// from another copy of web/, e.g. an export of the previous commit, for a before/after comparison).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openChromium } from '../lib/chromium.mjs';
import { DEMO_ACCOUNT, FRIEND_ACCOUNT, logIn } from '../lib/sign-in.mjs';
import { webEnv } from '../lib/stack.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { buildWeb, gzipBytes } from './build-web.mjs';
import { SIGN_IN_READY } from './first-load.mjs';
import { serveStatic } from './static-server.mjs';

const CHANGES = Math.max(2, Number(process.env.CHANGES ?? 100));
const BUDGET = { replaySeconds: 5, duplicates: 0, lost: 0, secondClientSeconds: 1 };
const SHARED = 'Weekly groceries';
const PROJECT = 'demo-meal-assistant';
const args = process.argv.slice(2);
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

async function openShared(page) {
  const tab = page.getByRole('tab', { name: SHARED, exact: true });
  await tab.waitFor({ timeout: 30_000 });
  await tab.click();
  await page.getByRole('tab', { name: SHARED, selected: true }).waitFor();
  return (await tab.getAttribute('id')).replace('list-tab-', '');
}

const openItem = (page, name) =>
  page.locator('.shopping-items:not(.shopping-items--checked)').getByRole('checkbox', { name, exact: true });
const checkedItem = (page, name) =>
  page.locator('.shopping-items--checked').getByRole('checkbox', { name, exact: true });

/** Every item of list `listId` straight from the local Firestore (the owner credential passes the rules). */
async function itemsOf(firestoreHost, listId) {
  const res = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'shoppingItems' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'shoppingListId' },
              op: 'EQUAL',
              value: { stringValue: listId },
            },
          },
        },
      }),
    },
  );
  const rows = await res.json();
  return rows
    .filter((row) => row.document)
    .map(({ document }) => ({
      name: document.fields?.name?.stringValue ?? '',
      checked: document.fields?.checked?.booleanValue ?? false,
    }));
}

async function replay(stack) {
  const [a, b] = await Promise.all([openChromium(), openChromium()]);
  try {
    const pageA = a.context.pages()[0] ?? (await a.context.newPage());
    const pageB = b.context.pages()[0] ?? (await b.context.newPage());
    await Promise.all([
      logIn(pageA, stack.appUrl, DEMO_ACCOUNT, '/shopping'),
      logIn(pageB, stack.appUrl, FRIEND_ACCOUNT, '/shopping'),
    ]);
    const [listId] = await Promise.all([openShared(pageA), openShared(pageB)]);
    const prefix = `Bench ${Date.now().toString(36)}`;
    const adds = Math.ceil(CHANGES / 2);
    const ticks = CHANGES - adds;
    const names = Array.from({ length: adds }, (_, i) => `${prefix} ${String(i).padStart(3, '0')}`);

    await a.context.setOffline(true);
    for (const name of names) {
      await pageA.getByLabel('New item').fill(name);
      await pageA.getByRole('button', { name: 'Add', exact: true }).click();
      await openItem(pageA, name).waitFor();
    }
    for (const name of names.slice(0, ticks)) {
      await openItem(pageA, name).click();
      await checkedItem(pageA, name).waitFor();
    }
    await pageA.getByText(`${CHANGES} changes waiting to sync`).waitFor({ timeout: 10_000 });
    const last = names[ticks - 1];
    console.log(`${CHANGES} changes made offline (${adds} adds, ${ticks} ticks); reconnecting…`);

    const calls = [];
    pageA.on('requestfinished', (request) => {
      if (request.method() !== 'POST' || !request.url().includes(`/${PROJECT}/`)) return;
      const timing = request.timing();
      calls.push({ start: timing.startTime, ms: timing.responseEnd });
    });
    const started = performance.now();
    const seenByB = checkedItem(pageB, last)
      .waitFor({ timeout: 120_000 })
      .then(() => performance.now());
    await a.context.setOffline(false);
    await pageA.getByText(/waiting to sync/).waitFor({ state: 'detached', timeout: 120_000 });
    const replayed = performance.now();
    const seen = await seenByB;

    if (calls.length > 0) {
      const sorted = calls.map((c) => c.ms).sort((x, y) => x - y);
      const span =
        (Math.max(...calls.map((c) => c.start + c.ms)) - Math.min(...calls.map((c) => c.start))) / 1000;
      console.log(
        `  callables sent           ${calls.length}, each ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms median, ${sorted.at(-1).toFixed(0)} ms slowest, ${span.toFixed(2)} s from first to last`,
      );
    }
    const stored = (await itemsOf(stack.firestoreHost, listId)).filter((item) =>
      item.name.startsWith(prefix),
    );
    const counts = new Map();
    for (const item of stored) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
    const duplicates = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
    const missing = names.filter((name) => !counts.has(name)).length;
    const unticked = names
      .slice(0, ticks)
      .filter((name) => !stored.some((item) => item.name === name && item.checked)).length;
    const lost = missing + unticked;
    const replaySeconds = (replayed - started) / 1000;
    const secondClientSeconds = Math.max(0, seen - replayed) / 1000;

    console.log(
      `  replay after reconnect   ${replaySeconds.toFixed(2)} s (budget <= ${BUDGET.replaySeconds} s, ${verdict(replaySeconds <= BUDGET.replaySeconds)})`,
    );
    console.log(
      `  duplicate items          ${duplicates} (budget ${BUDGET.duplicates}, ${verdict(duplicates === 0)})`,
    );
    console.log(
      `  lost changes             ${lost} (${missing} adds, ${unticked} ticks; budget ${BUDGET.lost}, ${verdict(lost === 0)})`,
    );
    console.log(
      `  second client sees last  ${secondClientSeconds.toFixed(2)} s after the replay (${((seen - started) / 1000).toFixed(2)} s after reconnect; budget <= ${BUDGET.secondClientSeconds} s, ${verdict(secondClientSeconds <= BUDGET.secondClientSeconds)})`,
    );
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

/** Gzip bytes of the same-origin scripts the page has loaded so far (from the build directory). */
async function scriptBytes(page, outDir) {
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.m?js$/.test(url.pathname))
      .map((url) => url.pathname),
  );
  let total = 0;
  for (const file of new Set(files)) total += gzipBytes(await readFile(join(outDir, file)));
  return { files: new Set(files).size, total };
}

/** Builds the web app in `webRoot` (another copy of web/) with Vite, into a temp directory. */
async function buildOther(webRoot, env) {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-offline-dist-'));
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build of ${webRoot} failed:\n${result.stdout}${result.stderr}`);
  return outDir;
}

/** The JS a user downloads, from the build in `outDir` (of `webRoot` when given). */
async function sizes(outDir, webRoot) {
  const site = await serveStatic(outDir);
  const browser = await openChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${site.url}/shopping`);
    await page.waitForSelector(SIGN_IN_READY);
    // The sign-in screen starts nothing more once its form shows (Auth loads on the first tap).
    await page.waitForTimeout(1000);
    const signIn = await scriptBytes(page, outDir);
    await logIn(page, site.url, DEMO_ACCOUNT, '/shopping');
    await openShared(page);
    // Firestore keeps a request open, so the network never goes idle: wait for the items instead.
    await page.locator('.shopping-items, .items-panel__empty').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const shell = await scriptBytes(page, outDir);
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(`\nJS downloaded (gzip), production build${webRoot ? ` of ${webRoot}` : ''}:`);
    console.log(`  sign-in route until the form shows     ${kb(signIn.total)} in ${signIn.files} files`);
    console.log(`  signed in, on Groceries (everything)   ${kb(shell.total)} in ${shell.files} files`);
  } finally {
    await browser.close();
    await site.close();
  }
}

const running = await startTestStack({ web: false });
const stack = { ...running.info, webEnv: webEnv(running.info.ports, running.info.demoAi) };
const env = { ...stack.webEnv, NODE_ENV: 'production' };
// The production build, as users get it (the dev server's unminified React re-renders several times
// slower, which would be measured instead of the replay).
const outDir = await buildWeb({ env });
const site = await serveStatic(outDir);
try {
  if (!args.includes('--sizes-only')) await replay({ ...stack, appUrl: site.url });
  if (!args.includes('--no-sizes')) {
    const webRoot = args.includes('--web-root') ? args[args.indexOf('--web-root') + 1] : undefined;
    if (webRoot) {
      const otherDir = await buildOther(webRoot, env);
      try {
        await sizes(otherDir, webRoot);
      } finally {
        await rm(otherDir, { recursive: true, force: true });
      }
    } else await sizes(outDir);
  }
} finally {
  await site.close();
  await rm(outDir, { recursive: true, force: true });
  await running.stop();
}
