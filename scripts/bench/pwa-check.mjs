// Installability and offline checks. Lighthouse 12 dropped its PWA category, so these ask Chromium
// directly (the same Page.getInstallabilityErrors the old Lighthouse audit used) and try the offline
// launch for real: load once, cut the network, reload.
import { SIGN_IN_READY } from './first-load.mjs';

async function fetchJsonIn(page, url) {
  return page.evaluate(async (href) => {
    const response = await fetch(href);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }, url);
}

async function imageSize(page, url) {
  return page.evaluate(async (href) => {
    const response = await fetch(href);
    if (!response.ok) return null;
    const bitmap = await createImageBitmap(await response.blob());
    return { width: bitmap.width, height: bitmap.height, type: response.headers.get('content-type') };
  }, url);
}

/** Problems with a parsed manifest, against what Android and desktop Chromium need to install an app. */
export async function manifestProblems(page, manifestUrl, manifest) {
  const problems = [];
  if (!manifest.name && !manifest.short_name) problems.push('no name/short_name');
  if (!manifest.start_url) problems.push('no start_url');
  if (!['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display))
    problems.push('display is not standalone');
  if (!manifest.theme_color) problems.push('no theme_color');
  if (!manifest.background_color) problems.push('no background_color');
  const icons = Array.isArray(manifest.icons) ? manifest.icons : [];
  const needed = [
    ['any', 192],
    ['any', 512],
    ['maskable', 512],
  ];
  for (const [purpose, size] of needed) {
    const icon = icons.find(
      (i) => (i.purpose ?? 'any').split(/\s+/).includes(purpose) && i.sizes === `${size}x${size}`,
    );
    if (!icon) {
      problems.push(`no ${purpose} ${size}px icon`);
      continue;
    }
    const real = await imageSize(page, new URL(icon.src, manifestUrl).href);
    if (!real || real.width !== size || real.height !== size || real.type !== 'image/png') {
      problems.push(
        `${purpose} ${size}px icon is ${real ? `${real.width}x${real.height} ${real.type}` : 'missing'}`,
      );
    }
  }
  return problems;
}

/**
 * Runs in a fresh context. Returns a plain report; `screenshot` (a path) captures the offline launch.
 */
export async function checkPwa(context, baseUrl, { screenshot } = {}) {
  const report = { manifest: null, manifestProblems: [], installabilityErrors: null, ios: {}, sw: {} };
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForSelector(SIGN_IN_READY, { timeout: 30_000 });

  const head = await page.evaluate(() => ({
    manifest: document.querySelector('link[rel="manifest"]')?.href ?? null,
    appleIcon: document.querySelector('link[rel="apple-touch-icon"]')?.href ?? null,
    statusBar: document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]')?.content ?? null,
  }));
  if (head.manifest) {
    const fetched = await fetchJsonIn(page, head.manifest);
    report.manifest = { url: head.manifest, status: fetched.status, type: fetched.type };
    try {
      report.manifestProblems = await manifestProblems(page, head.manifest, JSON.parse(fetched.text));
    } catch (error) {
      report.manifestProblems = [`not valid JSON: ${error.message}`];
    }
  } else {
    report.manifestProblems = ['index.html has no <link rel="manifest">'];
  }
  report.ios.statusBarStyle = head.statusBar;
  report.ios.appleTouchIcon = head.appleIcon ? await imageSize(page, head.appleIcon) : null;

  // The service worker registers after `load`; give it time to install and claim the page.
  report.sw.registered = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 15_000));
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    return Boolean(registration?.active);
  });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  report.installabilityErrors = installabilityErrors.map((e) => e.errorId);
  await cdp.detach();
  await page.waitForLoadState('networkidle');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector(SIGN_IN_READY, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  report.sw.controlsPage = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));

  await context.setOffline(true);
  try {
    await page.reload({ waitUntil: 'load', timeout: 15_000 });
    await page.waitForSelector(SIGN_IN_READY, { timeout: 15_000 });
    report.sw.opensOffline = true;
  } catch {
    report.sw.opensOffline = false;
  }
  report.sw.offlineBanner = await page
    .locator('.offline-banner')
    .textContent({ timeout: 3_000 })
    .catch(() => null);
  if (screenshot) await page.screenshot({ path: screenshot });
  await context.setOffline(false);
  await page.close();
  return report;
}
