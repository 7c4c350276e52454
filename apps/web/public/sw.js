/*
 * The lite app's service worker: the app shell opens fast and still opens offline.
 * - Navigations: network first; the last index.html seen is the offline fallback (every route
 *   of this single-page app is the same document).
 * - /assets/ (content-hashed build output): stale-while-revalidate, cached on first fetch.
 * - Platform calls (/wps, /lgw, /lotto) and platform files (/static) are never touched: balances,
 *   sessions and content must always be live.
 * - The document is kept without the answers the site's server made for that visit (the visitor's
 *   status among them): offline, the shell asks for them afresh and says the platform is out of reach.
 * Bump VERSION to drop every cache of an older worker.
 */
const VERSION = 'v1';
const SHELL_CACHE = `tessera-shell-${VERSION}`;
const ASSET_CACHE = `tessera-assets-${VERSION}`;
const SHELL = '/index.html';
const SHELL_FILES = [
  SHELL,
  '/runtime-config.js',
  '/boot.js',
  '/intl-warmup.js',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
/** Old builds' chunks pile up under new names; keep the newest this many. */
const MAX_ASSETS = 150;
const LIVE = /^\/(wps|lgw|lotto|static)(\/|$)/;
/** The data block with a page's served answers (src/core/servedPage.ts SERVED_PAGE_ID). */
const SERVED_PAGE = /<script type="application\/json" id="served-page">[\s\S]*?<\/script>/;

/** A document as the offline shell: the same page without the answers made for one visit. */
async function asShell(response) {
  const html = (await response.text()).replace(SERVED_PAGE, '');
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        Promise.all([
          cache.addAll(SHELL_FILES.filter((file) => file !== SHELL)),
          fetch(SHELL).then(async (response) => {
            if (!response.ok) throw new Error(`${SHELL}: ${response.status}`);
            await cache.put(SHELL, await asShell(response));
          }),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !current.includes(key)).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || LIVE.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(event, request));
  else if (SHELL_FILES.includes(url.pathname)) event.respondWith(shellFile(request));
});

async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') || '').includes('text/html');
    if (response.ok && html) await cache.put(SHELL, await asShell(response.clone()));
    return response;
  } catch (error) {
    return (await cache.match(SHELL)) || Promise.reject(error);
  }
}

async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    return (await cache.match(request)) || Promise.reject(error);
  }
}

async function asset(event, request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  });
  if (!cached) return refresh;
  event.waitUntil(refresh.catch(() => undefined));
  return cached;
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}
