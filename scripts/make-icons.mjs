#!/usr/bin/env node
// Renders the app icon (the favicon's plate-and-leaf mark) to the PNGs the web manifest and iOS need,
// using Chromium screenshots so no image library is required. Run after changing the mark:
//   node scripts/make-icons.mjs        -> web/public/icons/*.png (committed)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openChromium } from './lib/chromium.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const outDir = join(publicDir, 'icons');
// The brand green comes from the favicon, so the icons follow it (and index.html's theme-color) when it changes.
const favicon = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
const GREEN = favicon.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/)?.[1] ?? '#1a7a50';

// The mark on a 64-unit grid, as in web/public/favicon.svg.
const MARK =
  '<circle cx="32" cy="34" r="17" fill="none" stroke="#fff" stroke-width="5"/>' +
  '<path d="M32 8c0 6 4 9 9 9" fill="none" stroke="#c8f5dd" stroke-width="5" stroke-linecap="round"/>';

/**
 * rounded: transparent corners (launcher icons that are shown as-is);
 * full: full-bleed square (iOS rounds the corners itself and shows transparency as black);
 * maskable: full-bleed with the mark shrunk into the central 80% safe zone Android may crop to.
 */
function svg(kind, size) {
  const background =
    kind === 'rounded'
      ? `<rect width="64" height="64" rx="14" fill="${GREEN}"/>`
      : `<rect width="64" height="64" fill="${GREEN}"/>`;
  const mark =
    kind === 'maskable' ? `<g transform="translate(32 33) scale(0.72) translate(-32 -33)">${MARK}</g>` : MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${background}${mark}</svg>`;
}

const icons = [
  { file: 'icon-192.png', kind: 'rounded', size: 192 },
  { file: 'icon-512.png', kind: 'rounded', size: 512 },
  { file: 'icon-maskable-192.png', kind: 'maskable', size: 192 },
  { file: 'icon-maskable-512.png', kind: 'maskable', size: 512 },
  { file: 'apple-touch-icon-180.png', kind: 'full', size: 180 },
];

const browser = await openChromium({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.context.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg(icon.kind, icon.size)}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: icon.kind === 'rounded',
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await writeFile(join(outDir, icon.file), png);
    console.log(`${icon.file}  ${icon.size}x${icon.size}  ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
