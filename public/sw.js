// A page load without a connection gets the site's own page saying so (/offline) instead of the
// browser's error. That page is all it keeps: every page still comes from the network, through
// navigation preload, so asking the worker costs no time.

const CACHE = 'locus-lex-offline';
const OFFLINE_PATH = '/offline';
/** The kept page names the venue's phone: fetched again, after a page loads, once a day old. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
const STORED_AT = 'x-locus-lex-stored-at';

async function storeOfflinePage() {
  const response = await fetch(OFFLINE_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${OFFLINE_PATH} answered ${response.status}`);
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  const page = new Response(await response.blob(), { status: 200, headers });
  await (await caches.open(CACHE)).put(OFFLINE_PATH, page);
}

const keptPage = () => caches.open(CACHE).then((cache) => cache.match(OFFLINE_PATH));

async function refreshWhenOld() {
  const kept = await keptPage();
  const age = Date.now() - Number(kept?.headers.get(STORED_AT));
  if (!(age < REFRESH_AFTER_MS)) await storeOfflinePage();
}

/**
 * Only page loads are the worker's: every other request (scripts, pictures, the router's fetches)
 * goes to the network without waking it, where the browser can route requests (Chrome 123+).
 */
const PAGE_LOADS_ONLY = { condition: { not: { requestMode: 'navigate' } }, source: 'network' };

// A worker that could not keep the page does not take over: the next visit tries again.
self.addEventListener('install', (event) => {
  try {
    Promise.resolve(event.addRoutes?.(PAGE_LOADS_ONLY)).catch(() => {});
  } catch {
    // A browser that knows routes but not this condition: the fetch handler below decides.
  }
  event.waitUntil(storeOfflinePage().then(() => self.skipWaiting()));
});

// No clients.claim(): the page that registered the worker keeps loading as it began, and its
// scripts and pictures never pass the worker; the worker answers from the next page load on.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.registration.navigationPreload?.enable(),
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith('locus-lex-') && name !== CACHE)
              .map((name) => caches.delete(name)),
          ),
        ),
    ]),
  );
});

async function navigate(event) {
  let response;
  try {
    response = (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    // fetch rejects only when nothing answered: no connection. An answer, a 404 or a 500 too,
    // is the site's own and goes back as it came.
    const offline = await keptPage();
    if (offline) return offline;
    throw error;
  }
  event.waitUntil(refreshWhenOld().catch(() => {}));
  return response;
}

self.addEventListener('fetch', (event) => {
  // Page loads only; a form sent without JavaScript (POST) goes to the server untouched.
  if (event.request.mode === 'navigate' && event.request.method === 'GET') {
    event.respondWith(navigate(event));
  }
});
