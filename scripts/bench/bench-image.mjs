#!/usr/bin/env node
// npm run bench:image — budget: a 12-megapixel photo uploads as at most 300 KB
// (docs/product-rules.md#budgets). Paints a 4000x3000 photo-like JPEG in Chromium, runs the app's own
// downscale code on it (web/src/features/camera/image-downscale/downscale-image.ts, bundled by Vite with its
// Web Worker) and prints the bytes the callable would receive (the data URL), the thumbnail, the output size
// and the time taken. Prints numbers only; over budget says OVER BUDGET and still exits 0.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { openChromium } from '../lib/chromium.mjs';
import { serveStatic } from './static-server.mjs';

const BUDGET_BYTES = 300_000;
const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 5);
const here = dirname(fileURLToPath(import.meta.url));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-image-'));
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: join(here, 'photo-page.html') },
    },
  });
  const server = await serveStatic(outDir);
  const browser = await openChromium();
  try {
    const page = await browser.context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const workers = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(`${server.url}/photo-page.html`);
    await page.waitForFunction(() => typeof window.runBench === 'function');
    const report = await page.evaluate((options) => window.runBench(options), {
      width: 4000,
      height: 3000,
      quality: 0.92,
      runs: RUNS,
    });
    if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
    const first = report.results[0];
    const uploaded = Math.max(...report.results.map((r) => r.imageChars));
    console.log(`source photo: 4000x3000 (12.0 MP) JPEG q0.92, ${kb(report.sourceBytes)}`);
    console.log(`output: ${first.width}x${first.height} JPEG`);
    console.log(
      `bytes uploaded (image data URL sent to the callable): ${kb(uploaded)}   budget <= ${kb(BUDGET_BYTES)}   ${uploaded <= BUDGET_BYTES ? 'ok' : 'OVER BUDGET'}`,
    );
    console.log(`  of which JPEG: ${kb(first.imageJpegBytes)} (base64 adds a third)`);
    console.log(`thumbnail data URL: ${kb(first.thumbnailChars)}`);
    const times = report.results.map((r) => r.ms);
    console.log(
      `time in Chromium: median ${Math.round(median(times))} ms over ${RUNS} runs (first run incl. worker start ${Math.round(times[0])} ms; all: ${times.map((t) => Math.round(t)).join(', ')})`,
    );
    console.log(
      `off the main thread: ${workers.length ? `yes (Web Worker ${workers.join(', ')})` : 'no (main-thread fallback)'}; main-thread long tasks during the runs: ${Math.round(report.longTaskMs)} ms in total`,
    );
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
