// Shared by the browser conformance suite and bench/listen.mjs: builds the harness page with vite,
// serves it from its own origin, and launches Debian Chromium through playwright-core.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pageRoot = fileURLToPath(new URL('.', import.meta.url));

/** Builds the page into a fresh temp dir; returns the dir. */
export async function buildPage() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'listen-page-'));
  await build({
    root: pageRoot,
    base: './',
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
  return outDir;
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
};

/** Serves `dir` on 127.0.0.1 at an ephemeral port; resolves to { origin, close }. */
export async function servePage(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    // "localhost" keeps the page on another origin than Firestore on 127.0.0.1 even with equal ports.
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** Launches headless Debian Chromium in a fresh profile; resolves to { context, close }. */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Debian Chromium is missing at ${CHROMIUM}: install it with "apt-get install chromium".`);
  }
  // A throw-away profile, so every run starts signed out with empty caches; flags for headless CI
  // machines (no sandbox, GPU, QUIC or background traffic).
  const profile = mkdtempSync(join(tmpdir(), 'local-firebase-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the harness page connected to Firestore at host:port. */
export async function openHarness(context, pageOrigin, { host, port, project, longPolling, xhr, debug }) {
  const page = await context.newPage();
  const query = new URLSearchParams({ host, port: String(port), project });
  if (longPolling) query.set('lp', '1');
  if (xhr) query.set('xhr', '1');
  if (debug) query.set('debug', '1');
  await page.goto(`${pageOrigin}/index.html?${query}`);
  await page.waitForFunction(() => window.harness?.ready === true);
  return page;
}
