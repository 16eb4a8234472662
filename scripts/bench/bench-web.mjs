#!/usr/bin/env node
// npm run bench:web — budgets of the built web app (docs/product-rules.md#budgets), printed as numbers (never
// asserted):
//   1. `npm run build -w web`, every chunk's raw and gzip size;
//   2. the JS Chromium downloads for `/` when signed out (no backend configured), gzip, and whether
//      Firestore code is in it: until the sign-in form is shown, then what the first tap on it adds;
//   3. Lighthouse mobile scores and LCP/TBT/CLS against the build on a local static server: several runs
//      (LIGHTHOUSE_RUNS, default 5), every run on one line, then the median run in full;
//   4. installability (manifest, icons, service worker) and an offline relaunch.
// Exit code 0 even over budget; over-budget lines say OVER BUDGET.
// Flags: --no-lighthouse, --keep (leave the build directory),
//        --screenshot <file.png> (the offline relaunch at 390x844), --lighthouse-json <file> (the median run's
//        full report), --calibrated (also runs with the CPU slowdown scaled to this host's benchmark index).
import { rm, writeFile } from 'node:fs/promises';
import { openChromium } from '../lib/chromium.mjs';
import { buildWeb, listChunks } from './build-web.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { calibratedMultiplier, medianRun, runLighthouse, TARGET_DEVICE_INDEX } from './lighthouse-run.mjs';
import { checkPwa } from './pwa-check.mjs';
import { serveStatic } from './static-server.mjs';

const BUDGET = { firstLoadGzip: 150_000, performance: 95, accessibility: 95 };
// One Lighthouse run on a shared 2-core machine swings by several points; the median of five is steady.
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

async function main() {
  const started = performance.now();
  const outDir = await buildWeb();
  console.log(`web build: ${((performance.now() - started) / 1000).toFixed(1)} s -> ${outDir}\n`);

  const chunks = await listChunks(outDir);
  const width = Math.max(...chunks.map((c) => c.file.length)) + 2;
  console.log('Chunks, largest first (raw / gzip):');
  for (const c of chunks) {
    const sdk = [c.firestore && 'firestore', c.functions && 'functions'].filter(Boolean).join(', ');
    console.log(
      `  ${pad(c.file, width)}${padLeft(kb(c.raw), 10)}${padLeft(kb(c.gzip), 10)}  ${sdk ? `[${sdk}]` : ''}`,
    );
  }
  const jsChunks = chunks.filter((c) => !c.file.endsWith('.css'));
  console.log(`  ${jsChunks.length} JS chunks, total ${kb(jsChunks.reduce((s, c) => s + c.gzip, 0))} gzip\n`);

  const server = await serveStatic(outDir);
  const browser = await openChromium();
  let pwa;
  try {
    const scripts = await measureFirstLoad(browser.context, server.url, outDir);
    console.log(
      'First load of / signed out: JS Chromium downloaded until the sign-in form was idle, then on the first tap on it (gzip):',
    );
    for (const s of scripts)
      console.log(`  ${pad(s.phase, 8)}${pad(s.file, width)}${padLeft(kb(s.gzip), 10)}`);
    const staticGzip = scripts.filter((s) => s.phase === 'static').reduce((sum, s) => sum + s.gzip, 0);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const withFirestore = scripts.filter((s) => s.firestore).map((s) => s.file);
    const withFunctions = scripts.filter((s) => s.functions).map((s) => s.file);
    const shownGzip = scripts.filter((s) => s.phase !== 'on tap').reduce((sum, s) => sum + s.gzip, 0);
    console.log(`  entry + modulepreloads (before any app code runs): ${kb(staticGzip)}`);
    console.log(`  until the form is shown and idle: ${kb(shownGzip)}`);
    console.log(
      `  first load total, tap included: ${kb(total)} gzip   budget <= ${kb(BUDGET.firstLoadGzip)}   ${verdict(total <= BUDGET.firstLoadGzip)}`,
    );
    console.log(
      `  Firestore code in first load: ${withFirestore.length ? `yes (${withFirestore.join(', ')})` : 'no'}   budget: none   ${verdict(withFirestore.length === 0)}`,
    );
    console.log(
      `  Functions code in first load: ${withFunctions.length ? `yes (${withFunctions.join(', ')})` : 'no'}\n`,
    );
    await browser.close();

    // A second fresh profile: the first-load run must not leave a service worker or cache behind.
    const pwaBrowser = await openChromium();
    try {
      pwa = await checkPwa(pwaBrowser.context, server.url, { screenshot: option('--screenshot') });
    } finally {
      await pwaBrowser.close();
    }
    printPwa(pwa);

    if (!flag('--no-lighthouse')) {
      const runs = [];
      console.log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs of ${server.url}/ as shipped:`);
      for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
        const run = await runLighthouse(`${server.url}/`);
        runs.push(run);
        console.log(`  run ${i}: ${oneLine(run)}`);
      }
      const median = medianRun(runs);
      const scores = runs.map((run) => run.scores.performance).sort((a, b) => a - b);
      console.log(
        `  performance range ${scores[0]}-${scores.at(-1)}; the median run (Lighthouse's computeMedianRun):\n`,
      );
      printLighthouse(median, `median of ${LIGHTHOUSE_RUNS} runs`);
      const jsonPath = option('--lighthouse-json');
      if (jsonPath) await writeFile(jsonPath, JSON.stringify(median.lhr));
      if (flag('--calibrated')) {
        const multiplier = calibratedMultiplier(median.benchmarkIndex ?? TARGET_DEVICE_INDEX * 4);
        const calibrated = await runLighthouse(`${server.url}/`, {
          throttling: { ...median.throttling, cpuSlowdownMultiplier: Number(multiplier.toFixed(2)) },
        });
        printLighthouse(calibrated, 'one run, CPU slowdown calibrated to this host');
      }
    }
  } finally {
    await browser.close();
    await server.close();
    if (!flag('--keep')) await rm(outDir, { recursive: true, force: true });
  }
}

function printPwa(pwa) {
  console.log('Installable app (Lighthouse 12 has no PWA category any more; checked in Chromium directly):');
  const m = pwa.manifest;
  console.log(`  manifest: ${m ? `${m.url} -> ${m.status} ${m.type}` : 'not linked'}`);
  console.log(
    `  manifest problems: ${pwa.manifestProblems.length ? pwa.manifestProblems.join('; ') : 'none'}`,
  );
  const errors = pwa.installabilityErrors ?? [];
  console.log(
    `  Chromium installability errors: ${errors.length ? errors.join(', ') : 'none'}   ${verdict(errors.length === 0 && pwa.manifestProblems.length === 0)}`,
  );
  const sw = pwa.sw;
  console.log(
    `  service worker active: ${sw.registered ? 'yes' : 'no'}, controls the page after reload: ${sw.controlsPage ? 'yes' : 'no'}`,
  );
  console.log(
    `  relaunch offline: ${sw.opensOffline ? 'opens (sign-in screen shown)' : 'FAILS'}; offline banner: ${sw.offlineBanner ? `"${sw.offlineBanner}"` : 'not shown'}`,
  );
  const icon = pwa.ios.appleTouchIcon;
  console.log(
    `  iOS: apple-touch-icon ${icon ? `${icon.width}x${icon.height} ${icon.type}` : 'missing'}, status bar style ${pwa.ios.statusBarStyle ?? 'missing'}\n`,
  );
}

function oneLine(lh) {
  const ms = (value) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
  const { lcp, tbt, cls } = lh.metrics;
  return `performance ${lh.scores.performance}, LCP ${ms(lcp)}, TBT ${ms(tbt)}, CLS ${cls?.toFixed(3) ?? 'n/a'}, host benchmark index ${Math.round(lh.benchmarkIndex ?? 0)}`;
}

function printLighthouse(lh, label) {
  const cpu = lh.throttling.cpuSlowdownMultiplier;
  console.log(
    `Lighthouse ${lh.version}, mobile, ${label}: simulated slow 4G, ${cpu}x CPU slowdown; host benchmark index ${Math.round(lh.benchmarkIndex ?? 0)} (target device ~${Math.round(TARGET_DEVICE_INDEX)}):`,
  );
  if (lh.runtimeError) console.log(`  runtime error: ${lh.runtimeError}`);
  for (const warning of lh.warnings ?? []) console.log(`  warning: ${warning}`);
  for (const [category, score] of Object.entries(lh.scores)) {
    const budget = BUDGET[category];
    const check =
      budget === undefined ? '' : `   budget >= ${budget}   ${verdict(score !== null && score >= budget)}`;
    console.log(`  ${pad(category, 16)}${padLeft(score ?? 'n/a', 4)}${check}`);
    if (lh.failing[category].length) console.log(`    below 100: ${lh.failing[category].join(', ')}`);
  }
  const ms = (value) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
  const { fcp, lcp, tbt, cls, si } = lh.metrics;
  console.log(
    `  LCP ${ms(lcp)}   TBT ${ms(tbt)}   CLS ${cls === undefined ? 'n/a' : cls.toFixed(3)}   (FCP ${ms(fcp)}, Speed Index ${ms(si)})\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
