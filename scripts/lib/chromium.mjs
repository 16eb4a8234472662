// Debian Chromium through playwright-core with flags for headless CI machines (no sandbox, GPU, QUIC or
// background traffic), in a throw-away profile so
// every run starts like a first visit: empty HTTP cache, no service worker, signed out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Opens a fresh persistent context; `close()` shuts Chromium and deletes the profile. */
export async function openChromium({ viewport = { width: 390, height: 844 }, ...options } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    ...options,
  });
  // Chromium keeps 250 resource timings; the dev server's unbundled modules fill them before the app's
  // first Firestore request, which the tests read their Firestore origin from.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      await rm(profile, { recursive: true, force: true });
    },
  };
}
