// Service worker: the app shell opens offline, and a new build is picked up on the next launch.
//
// web/src/lib/register-sw.ts registers this file as /sw.js?v=<build id>. The id names the caches, so each
// deploy installs a new worker with its own caches; it activates on the next launch (or the next load,
// see register-sw.ts) and then deletes the previous build's caches.
//
// Data never goes through these caches: Firestore, Auth and Functions live on other origins (and the local
// emulators on other ports); same-origin API-looking paths and every non-GET request are left alone too.

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'meal-assistant-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const SHELL_KEY = '/';
// Small files besides index.html that the installed app shows without a network.
const SHELL_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/apple-touch-icon-180.png',
];
// Same-origin paths that belong to Firebase (Hosting rewrites, reserved URLs) or the emulators.
const NEVER_CACHED = [
  '/v1/',
  '/v1beta1/',
  '/google.firestore',
  '/__/',
  '/emulator/',
  '/identitytoolkit',
  '/securetoken',
];

self.addEventListener('install', (event) => {
  // No skipWaiting here: the open page keeps the worker (and assets) it started with.
  event.waitUntil(precacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await deleteOldCaches();
      // Control the page that registered us, so the lazy chunks it loads next are cached for offline use.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type === 'skip-waiting') {
    void self.skipWaiting();
  } else if (data?.type === 'cache-urls' && Array.isArray(data.urls)) {
    // Chunks the first page load fetched before this worker existed (sent by register-sw.ts).
    event.waitUntil(cacheAssets(data.urls));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(event));
  } else if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: the cached copy is always right.
    event.respondWith(cacheFirst(event, request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(networkFirst(event, request, SHELL_CACHE));
  }
});

async function deleteOldCaches() {
  const current = new Set([SHELL_CACHE, ASSET_CACHE]);
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && !current.has(name)).map((name) => caches.delete(name)),
  );
}

async function precacheShell() {
  // `no-cache` revalidates with the server: an old index.html in the HTTP cache would pin old assets.
  const response = await fetch(SHELL_KEY, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`app shell answered ${response.status}`);
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(SHELL_KEY, await storable(response));
  const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  // The entry script, its preloads and CSS are required; without them the shell is useless offline.
  await (await caches.open(ASSET_CACHE)).addAll([...new Set(referenced)]);
  await Promise.allSettled(SHELL_FILES.map((path) => shell.add(path)));
}

async function cacheAssets(urls) {
  if (!(await caches.has(ASSET_CACHE))) return; // replaced by a newer worker meanwhile
  const cache = await caches.open(ASSET_CACHE);
  const wanted = urls
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'));
  await Promise.allSettled(
    wanted.map(async (url) => {
      if (await cache.match(url.pathname)) return;
      const response = await fetch(url.pathname);
      if (response.ok) await cache.put(url.pathname, response);
    }),
  );
}

async function networkFirstShell(event) {
  try {
    const response = await fetch(event.request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.includes('text/html')) {
      // Every route serves the same SPA shell: keep the newest one for offline launches.
      const copy = response.clone();
      event.waitUntil((async () => store(SHELL_CACHE, SHELL_KEY, await storable(copy)))());
      event.waitUntil(handOverOrTidy());
    }
    return response;
  } catch (error) {
    const cached =
      (await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE })) || (await caches.match(SHELL_KEY));
    if (cached) return cached;
    throw error;
  }
}

/**
 * Runs on each online launch. A newer worker that installed during an earlier visit takes over now (this
 * page came fresh from the network, so it does not depend on this worker's caches). With no newer worker
 * around, every other cache of ours is stale; a replaced worker may even have re-created one while
 * finishing its last requests.
 */
async function handOverOrTidy() {
  const { waiting, installing } = self.registration;
  if (waiting) waiting.postMessage({ type: 'skip-waiting' });
  else if (!installing) await deleteOldCaches();
}

async function cacheFirst(event, request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(store(ASSET_CACHE, request, copy));
  }
  return response;
}

async function networkFirst(event, request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(store(cacheName, request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

/**
 * Install created both caches, so a missing one was deleted by a newer worker's activation: a worker being
 * replaced (still finishing a page's requests) must not bring its caches back.
 */
async function store(cacheName, key, response) {
  if (!(await caches.has(cacheName))) return;
  await (await caches.open(cacheName)).put(key, response);
}

/** A redirected response cannot answer a navigation, so store a plain copy of its body and headers. */
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, headers: response.headers });
}
