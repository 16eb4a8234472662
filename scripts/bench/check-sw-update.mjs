#!/usr/bin/env node
// Checks the service worker's update path end to end (node scripts/bench/check-sw-update.mjs):
// deploy A, visit; deploy B (a rebuilt main.tsx), visit twice. B's worker must install on the first
// visit, take over on the next one, delete A's caches, and the app must still open offline afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openChromium } from '../lib/chromium.mjs';
import { repoRoot } from './build-web.mjs';
import { SIGN_IN_READY } from './first-load.mjs';
import { serveStatic } from './static-server.mjs';

/**
 * Builds like `npm run build -w web` (same config file) into a temp directory; with a `marker`, main.tsx
 * gains one line, so the build differs from the unmarked one the way a new deploy does.
 */
async function buildDeploy(marker) {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'sw-update-dist-'));
  const stamp = {
    name: 'sw-update-deploy-marker',
    transform(code, id) {
      if (!marker || !id.split('?')[0].endsWith('/web/src/main.tsx')) return null;
      return `${code}\nconsole.debug(${JSON.stringify(marker)});\n`;
    },
  };
  await build({
    root: join(repoRoot, 'web'),
    configFile: join(repoRoot, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [stamp],
    build: { outDir, emptyOutDir: true },
  });
  return { outDir };
}

const a = await buildDeploy();
const b = await buildDeploy('deploy B');
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
