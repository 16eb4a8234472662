// What a signed-out visitor's browser downloads for the sign-in screen: every script response Chromium
// receives for `/` until the form is shown and the network is idle, then what the first tap on the form
// adds (the Auth SDK loads on first use), gzip-sized one by one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRESTORE_MARKER, FUNCTIONS_MARKER, gzipBytes } from './build-web.mjs';

/** The sign-in form (features/auth/login-page.tsx) is ready when its e-mail field is on screen. */
export const SIGN_IN_READY = 'input[type="email"]';

/** Entry script and modulepreloads that index.html itself names: what loads before any app code runs. */
export async function staticEntryFiles(outDir) {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = new Set();
  for (const tag of tags) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="modulepreload"/.test(tag);
    const url = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
    if ((isEntry || isPreload) && url) files.add(url.replace(/^\//, ''));
  }
  return files;
}

/**
 * Loads baseUrl in a fresh page of `context` and returns the JS it downloaded:
 * [{ file, gzip, raw, phase: 'static' | 'lazy' | 'on tap', firestore, functions }], in download order.
 */
export async function measureFirstLoad(context, baseUrl, outDir) {
  const staticFiles = await staticEntryFiles(outDir);
  const page = await context.newPage();
  const pending = [];
  const seen = new Set();
  let tapped = false;
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (!isScript || url.origin !== baseUrl || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const after = tapped;
    pending.push(
      response.body().then((body) => {
        const text = body.toString('utf8');
        const file = url.pathname.replace(/^\//, '');
        return {
          file,
          raw: body.length,
          gzip: gzipBytes(body),
          phase: staticFiles.has(file) ? 'static' : after ? 'on tap' : 'lazy',
          firestore: FIRESTORE_MARKER.test(text),
          functions: FUNCTIONS_MARKER.test(text),
        };
      }),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForSelector(SIGN_IN_READY, { state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  tapped = true;
  await page.click(SIGN_IN_READY);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const scripts = await Promise.all(pending);
  await page.close();
  return scripts;
}
