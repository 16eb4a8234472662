#!/usr/bin/env node
// npm run bench:signed-in — the built app as a signed-in user sees it, on the local stack (free ports):
//   1. Lighthouse accessibility and best practices of every screen (budget: accessibility >= 95; bench:web
//      scores the sign-in route), mobile, with the session kept between runs;
//   2. how long a returning user waits: from the start of navigation until the camera screen's heading is
//      visible (timed in the page by a mutation observer, so the figure carries no polling delay), with
//      slow 4G (150 ms, 1.6 Mbps down) and a 4x CPU slowdown emulated by DevTools, warm (service worker
//      and HTTP cache, the everyday case) and cold (both bypassed, as after a deploy), the median of RUNS
//      (default 7).
// Prints numbers; exit code 0 even over budget. `--times-only` skips part 1.
import { rm } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { openChromium } from '../lib/chromium.mjs';
import { DEMO_ACCOUNT, submitLogin } from '../lib/sign-in.mjs';
import { startStack, webEnv } from '../lib/stack.mjs';
import { buildWeb } from './build-web.mjs';
import { launchLighthouseChromium, summarize } from './lighthouse-run.mjs';
import { serveStatic } from './static-server.mjs';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 7));
const ACCESSIBILITY_BUDGET = 95;
const SCREENS = ['/', '/recipe', '/history', '/shopping', '/settings', '/health'];
const CAMERA_HEADING = "What's on your plate?";
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs the demo user in through the form; resolves once the camera screen shows and the service worker controls the page. */
async function signIn(page, appUrl) {
  await page.goto(`${appUrl}/`);
  await submitLogin(page, DEMO_ACCOUNT);
  await page.getByRole('heading', { name: CAMERA_HEADING }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

/** Lighthouse drives its own Chromium (chrome-launcher); playwright shares it to sign in first. */
async function auditScreens(appUrl) {
  const chrome = await launchLighthouseChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, appUrl);
    await page.goto('about:blank');
    console.log('Lighthouse (mobile) on every signed-in screen, demo@example.com:');
    for (const path of SCREENS) {
      const result = await lighthouse(`${appUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility', 'best-practices'],
        disableStorageReset: true, // keeps the session
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      const lh = summarize(result.lhr, ['accessibility', 'best-practices']);
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      const { accessibility, 'best-practices': practices } = lh.scores;
      const verdict = accessibility >= ACCESSIBILITY_BUDGET ? 'ok' : 'OVER BUDGET';
      console.log(
        `  ${path.padEnd(10)} accessibility ${String(accessibility).padStart(3)} (budget >= ${ACCESSIBILITY_BUDGET}, ${verdict})   best practices ${String(practices).padStart(3)}${shown === path ? '' : `   (showed ${shown})`}`,
      );
      for (const failing of [...lh.failing.accessibility, ...lh.failing['best-practices']])
        console.log(`    below 100: ${failing}`);
    }
  } finally {
    await browser.close().catch(() => {});
    await chrome.close();
  }
}

/** A fresh phone-sized Chromium signs in, then opens the app again and again under throttling. */
async function timeReturningUser(appUrl) {
  const browser = await openChromium();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signIn(page, appUrl);
    // Notes the moment (wall clock, as `started` below) the heading is first visible on each load.
    await page.addInitScript((heading) => {
      const check = () => {
        const shown = [...document.querySelectorAll('h1')].find(
          (h) => h.textContent?.trim() === heading && h.checkVisibility(),
        );
        if (!shown) return;
        window.__cameraShownAt = Date.now();
        observer.disconnect();
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    }, CAMERA_HEADING);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log(`\nReturning user to the camera screen, 390x844, slow 4G + 4x CPU, ${RUNS} opens each:`);
    for (const cold of [false, true]) {
      await cdp.send('Network.setBypassServiceWorker', { bypass: cold });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        await page.goto('about:blank');
        const started = Date.now();
        await page.goto(`${appUrl}/`);
        const shownAt = await page.waitForFunction(() => window.__cameraShownAt, null, { timeout: 60_000 });
        times.push((await shownAt.jsonValue()) - started);
      }
      const label = cold ? 'cold (no service worker, no HTTP cache)' : 'warm (service worker and HTTP cache)';
      console.log(`  ${label}: median ${median(times)} ms (all: ${times.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const stack = await startStack({ ports: 'free', web: false, log: () => {} });
  let outDir;
  let server;
  try {
    outDir = await buildWeb({ env: webEnv(stack.ports, stack.demoAi) });
    server = await serveStatic(outDir);
    if (!process.argv.includes('--times-only')) await auditScreens(server.url);
    await timeReturningUser(server.url);
  } finally {
    await server?.close();
    await stack.stop();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
