#!/usr/bin/env node
// Checks the service worker's update path end to end (node scripts/bench/check-sw-update.mjs):
// deploy A, visit; deploy B (a rebuilt main.tsx), visit twice. B's worker must install on the first
// visit, take over on the next one, delete A's caches, and the app must still open offline afterwards.
// Uses the --preview-integration build until the PWA wiring is merged (see integration-preview.mjs).
import { rm } from 'node:fs/promises';
import { openChromium } from '../lib/chromium.mjs';
import { SIGN_IN_READY } from './first-load.mjs';
import { buildWithIntegration } from './integration-preview.mjs';
import { serveStatic } from './static-server.mjs';

const a = await buildWithIntegration();
const b = await buildWithIntegration({ marker: 'deploy B' });
const server = await serveStatic(a.outDir);
const browser = await openChromium();
try {
  const page = await browser.context.newPage();
  if (process.env.DEBUG_SW) page.on('console', (m) => console.log('page:', m.type(), m.text()));
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const version = (url) => (url ? new URL(url).searchParams.get('v') : null);
      return {
        controller: version(navigator.serviceWorker.controller?.scriptURL),
        waiting: version(registration?.waiting?.scriptURL),
        caches: await caches.keys(),
      };
    });
  const visit = async () => {
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(SIGN_IN_READY);
    // Registration runs after load; give install/activation up to 8 s to settle.
    await page
      .waitForFunction(
        async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return Boolean(registration?.active) && !registration.installing && !registration.waiting;
        },
        null,
        { timeout: 8_000, polling: 250 },
      )
      .catch(() => {});
  };
  await page.goto(`${server.url}/`);
  await page.waitForSelector(SIGN_IN_READY);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const first = await state();
  server.setRoot(b.outDir);
  await visit();
  const afterDeploy = await state();
  await visit();
  const nextLoad = await state();
  await browser.context.setOffline(true);
  let offline = 'opens';
  await visit().catch(() => {
    offline = 'FAILS';
  });
  console.log(
    `deploy A, first visit:        controller ${first.controller}; caches ${first.caches.join(', ')}`,
  );
  console.log(
    `deploy B, first visit:        controller ${afterDeploy.controller}, waiting ${afterDeploy.waiting}`,
  );
  console.log(
    `deploy B, next visit:         controller ${nextLoad.controller}, waiting ${nextLoad.waiting}; caches ${nextLoad.caches.join(', ')}`,
  );
  console.log(`deploy B, relaunch offline:   ${offline}`);
  const ok =
    afterDeploy.waiting === nextLoad.controller &&
    nextLoad.controller !== first.controller &&
    nextLoad.caches.every((name) => name.endsWith(nextLoad.controller)) &&
    offline === 'opens';
  console.log(ok ? 'update picked up on the next load: ok' : 'update path: FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
  await rm(a.outDir, { recursive: true, force: true });
  await rm(b.outDir, { recursive: true, force: true });
}
