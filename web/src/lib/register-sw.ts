// Registers the service worker (web/public/sw.js) that lets the installed app open offline.
// Production builds only: the dev server serves unhashed modules that must never be cached.
// Registration waits for `load` so it never competes with the first paint.

export interface RegisterOptions {
  /** Vite's production flag; a parameter so tests can exercise both builds. */
  production?: boolean;
  /** Names this build's caches in sw.js; defaults to the hashed file name of the chunk holding this code. */
  buildId?: string;
  win?: Window;
}

/** "/assets/index-Cl0PjeEm.js" -> "index-Cl0PjeEm": Vite changes it whenever any chunk of the app changes. */
export function buildIdFromUrl(moduleUrl: string): string {
  const file = new URL(moduleUrl).pathname.split('/').pop() ?? '';
  return file.replace(/\.[cm]?js$/, '') || 'dev';
}

/** Same-origin hashed assets this page has already downloaded (the worker did not exist yet to cache them). */
export function loadedAssetUrls(win: Window): string[] {
  const origin = win.location.origin;
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/assets/`));
}

async function register(win: Window, buildId: string): Promise<void> {
  const container = win.navigator.serviceWorker;
  await container.register(`/sw.js?v=${encodeURIComponent(buildId)}`, { scope: '/' });
  const ready = await container.ready;
  // Chromium fills in a fresh registration object's `waiting` a task after register() resolves, so ask again.
  const waiting = ready.waiting ?? (await container.getRegistration('/'))?.waiting;
  // A worker installed during an earlier visit is still waiting: this load is the "next launch", so let
  // it take over now. Only online: offline, this page runs on the old caches the new worker would delete.
  if (waiting && win.navigator.onLine) {
    const takenOver = new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
      win.setTimeout(resolve, 10_000);
    });
    waiting.postMessage({ type: 'skip-waiting' });
    await takenOver;
  }
  // The worker that stays caches what this page loaded before it was in control.
  const active = (await container.getRegistration('/'))?.active ?? ready.active;
  active?.postMessage({ type: 'cache-urls', urls: loadedAssetUrls(win) });
}

/** Returns true when a registration was scheduled. */
export function registerServiceWorker({
  production = import.meta.env.PROD,
  buildId = buildIdFromUrl(import.meta.url),
  win = window,
}: RegisterOptions = {}): boolean {
  if (!production || !('serviceWorker' in win.navigator)) return false;
  const start = () => {
    register(win, buildId).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('service worker registration failed', error);
    });
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  return true;
}
