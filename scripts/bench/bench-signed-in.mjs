#!/usr/bin/env node
// npm run bench:returning — how long a signed-in user waits when opening the app again: the production
// build on the local stack, in Chromium at 390x844 with slow 4G (150 ms, 1.6 Mbps down) and a 4x CPU
// slowdown emulated by DevTools, from navigation to the camera screen's heading. Two cases, each the
// median of RUNS (default 7): warm (service worker and HTTP cache, the everyday case) and cold (both
// bypassed, as after a deploy or a cleared cache). Prints numbers only; DESIGN 7 sets no budget here.
import { rm } from 'node:fs/promises';
import { openChromium } from '../lib/chromium.mjs';
import { startStack, webEnv } from '../lib/stack.mjs';
import { buildWeb } from './build-web.mjs';
import { serveStatic } from './static-server.mjs';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 7));
const CAMERA_HEADING = "What's on your plate?";
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const stack = await startStack({ ports: 'free', web: false, log: () => {} });
  let outDir;
  let server;
  let browser;
  try {
    outDir = await buildWeb({ env: webEnv(stack.ports, stack.demoAi) });
    server = await serveStatic(outDir);
    browser = await openChromium();
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const camera = page.getByRole('heading', { name: CAMERA_HEADING });

    // Sign in once at full speed; the service worker installs and caches the app meanwhile.
    await page.goto(`${server.url}/`);
    await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.locator('form button[type=submit]').click();
    await camera.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });

    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log(
      `Returning signed-in user, built app on the local stack, slow 4G + 4x CPU, ${RUNS} opens each:`,
    );
    for (const cold of [false, true]) {
      await cdp.send('Network.setBypassServiceWorker', { bypass: cold });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        await page.goto('about:blank');
        const started = Date.now();
        await page.goto(`${server.url}/`);
        await camera.waitFor({ timeout: 60_000 });
        times.push(Date.now() - started);
      }
      const label = cold ? 'cold (no service worker, no HTTP cache)' : 'warm (service worker and HTTP cache)';
      console.log(`  ${label}: median ${median(times)} ms to the camera screen (all: ${times.join(', ')})`);
    }
  } finally {
    await browser?.close();
    await server?.close();
    await stack.stop();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
