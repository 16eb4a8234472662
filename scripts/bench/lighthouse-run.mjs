// Lighthouse (npm package) in its default mobile mode — Moto G Power screen, simulated slow 4G and 4x CPU
// slowdown — driving Debian Chromium launched by chrome-launcher (Lighthouse's own launcher) on a free port.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's 4x CPU slowdown is calibrated for a high-end desktop (benchmark index 1500-2000, Lighthouse
 * docs/throttling.md), i.e. a target device of about 1750 / 4. A slower or busier host would be slowed far
 * below that device; this multiplier brings any host to the same target instead.
 */
export const TARGET_DEVICE_INDEX = 1750 / 4;
export function calibratedMultiplier(benchmarkIndex) {
  return Math.min(20, Math.max(1, benchmarkIndex / TARGET_DEVICE_INDEX));
}

/**
 * Debian Chromium for Lighthouse, launched by chrome-launcher (Lighthouse's own launcher) on a free port
 * in a throw-away profile; `close()` kills it and deletes the profile.
 */
export async function launchLighthouseChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    userDataDir: profile,
    logLevel: 'silent',
  });
  return {
    port: chrome.port,
    async close() {
      await chrome.kill();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** `throttling` overrides Lighthouse's default mobile throttling (simulated slow 4G, 4x CPU). */
export async function runLighthouse(url, { throttling } = {}) {
  const chrome = await launchLighthouseChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(throttling ? { throttling } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return summarize(result.lhr);
  } finally {
    await chrome.close();
  }
}

/** Scores, metrics and the audits below 100 of one Lighthouse report (of `categories`). */
export function summarize(lhr, categories = CATEGORIES) {
  const audit = (id) => lhr.audits[id];
  const failed = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0) // weight 0: shown by Lighthouse, not part of the score
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
  return {
    lhr,
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    throttling: lhr.configSettings.throttling,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
    scores: Object.fromEntries(
      categories.map((c) => [
        c,
        lhr.categories[c].score === null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    ),
    metrics: {
      fcp: audit('first-contentful-paint')?.numericValue,
      lcp: audit('largest-contentful-paint')?.numericValue,
      tbt: audit('total-blocking-time')?.numericValue,
      cls: audit('cumulative-layout-shift')?.numericValue,
      si: audit('speed-index')?.numericValue,
    },
    failing: Object.fromEntries(categories.map((c) => [c, failed(c)])),
  };
}

/**
 * The representative of several runs, chosen the way Lighthouse recommends for its run-to-run variance
 * (docs/variability.md): the run closest to the median FCP and time to interactive.
 */
export function medianRun(runs) {
  const lhr = computeMedianRun(runs.map((run) => run.lhr));
  return runs.find((run) => run.lhr === lhr);
}
