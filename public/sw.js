/*
 * The Top 5 service worker (decision 109). Online, every page and API read goes to the network as before
 * (network first: nothing stale is ever shown while the network answers); what came back is kept, so the
 * pages and reads you opened recently still open offline. Built assets (content-hashed, never changing) are
 * served from the cache once kept. Only what is not private is kept past a sign-out: the app deletes the
 * pages and reads caches when a member signs out and when a different member signs in
 * (src/client/lib/offline-cache.ts).
 */
const VERSION = 'v1';
const SHELL = `top5-shell-${VERSION}`;
const PAGES = `top5-pages-${VERSION}`;
const READS = `top5-reads-${VERSION}`;
/** The most recent pages and API reads kept; the oldest go first. */
const KEEP_PAGES = 40;
const KEEP_READS = 150;
const SHELL_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
/** Never kept: the live stream, the API reference. */
const NEVER = [/^\/api\/events$/, /^\/api\/docs/, /^\/api\/openapi\.json$/];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('top5-') && ![SHELL, PAGES, READS].includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The app asks for the private caches to go (sign-out, another member): answered once they are gone. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'forget-private') return;
  event.waitUntil(
    Promise.all([caches.delete(PAGES), caches.delete(READS)]).then(() =>
      event.source?.postMessage({ type: 'forgotten' }),
    ),
  );
});

async function keep(cacheName, request, response, limit) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

/** Network first; on a network failure the kept answer, marked as such, or `fallback()`. */
async function networkFirst(event, cacheName, limit, fallback) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === 'basic') {
      event.waitUntil(keep(cacheName, request, response.clone(), limit).catch(() => {}));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName, ignoreVary: true });
    if (kept) return kept;
    if (fallback) return fallback();
    throw error;
  }
}

/** The page for an address never opened on this device, while offline. */
function offlinePage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline - Top 5</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>You're offline</h1><p>This page was not saved on this device. Pages you opened recently still open: go back, or try again once you are connected.</p>
<p><a href="/">Home</a></p></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, PAGES, KEEP_PAGES, offlinePage));
  } else if (url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(event, READS, KEEP_READS));
  } else if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    // Content-hashed: a kept copy is the file itself.
    event.respondWith(
      caches.match(request, { cacheName: SHELL, ignoreVary: true }).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.status === 200) {
              const copy = response.clone();
              event.waitUntil(caches.open(SHELL).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
