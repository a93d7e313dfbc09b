// The ISR cache of `next start` (next.config.ts `cacheHandler`): Next's own file-system cache, with
// two changes: how a cached page leaves it, and which pages it writes to disk (keptOnDisk below).
// On a platform with a data cache of its own, that cache is used untouched (see CacheHandler).
//
// Next keeps a prerendered page's HTML as a string and answers a cache hit with `res.end(html)`:
// Node then joins the response head to the string and encodes the whole of it to UTF-8 again on
// every request (measured with a CPU profile on /wijnen, 95 kB: most of the server's time per
// request, in `writev`). Handing Next the page as bytes, encoded once per cache entry, takes it down
// its streaming path instead, which writes those bytes as they are: under autocannon the wine
// pages serve 1.3-2x the requests per second (README, "Speed").
//
// Next shares one cache entry between the requests that ask for a page at the same moment, and a
// stream can be read only once, so every read of `html` makes a new stream over the shared bytes.
import { Readable } from 'node:stream';

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape.js';

const Base = FileSystemCache.default ?? FileSystemCache;

/** @type {WeakMap<object, object>} each cached page as handed out, made on its first read */
const served = new WeakMap();

/**
 * A cache entry as Next reads it, with a cached page's HTML served as bytes. Anything that is not a
 * page with HTML text (route handlers, images, fetch data, a miss) passes through untouched.
 * @template T
 * @param {T} entry
 * @returns {T}
 */
export function withEncodedHtml(entry) {
  const value = /** @type {{ value?: { kind?: string, html?: unknown } } | null} */ (entry)?.value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '')
    return entry;
  let page = served.get(value);
  if (!page) {
    const html = Buffer.from(value.html, 'utf8');
    page = { ...value };
    Object.defineProperty(page, 'html', {
      enumerable: true,
      get: () => Readable.from([html], { objectMode: false }),
    });
    served.set(value, page);
  }
  return /** @type {T} */ ({ .../** @type {object} */ (entry), value: page });
}

// A page's payload names the address it was rendered for, query and all: Next seeds its router
// with it, in its root row, as the address split at '/' (`"c":["","wijnen?type=Rood&fbclid=…"]`)
// and, on a page reached without a rewrite (the home page, an animal's), as the search it rendered
// (`"q":"?fbclid=…"`). A cached page kept both. So the query of whichever visitor's request
// rendered a page anew (a page revalidates every 5 minutes) was sent to every visitor after them: a
// campaign's click id, a newsletter's subscriber id or e-mail address, anything typed after `?`, in
// the page's source, on disk and in every copy. The cache keeps the page as a build prerenders it:
// the address without its query, the search empty (no cached page reads its query; the one that
// chose a wine view lives in the view's path). The browser seeds its router from its own location.
const ROOT_ROW =
  /((?:^|\n)0:\{(?:"P":(?:null|"[^"\\]*"),)?"c":)(\[(?:"(?:[^"\\]|\\.)*",?)*\])(?:(,"q":)("(?:[^"\\]|\\.)*"))?/;

/**
 * An RSC payload (Next's flight rows) with its root row's address cut at the query, and its
 * rendered search emptied.
 * @param {string} flight
 * @returns {string}
 */
export function withoutQuery(flight) {
  return flight.replace(ROOT_ROW, (row, head, parts, searchKey, search) => {
    // The parts are the address split at '/', a query's own slashes included.
    const address = /** @type {string[]} */ (JSON.parse(parts)).join('/');
    const query = address.indexOf('?');
    if (query === -1 && (search === undefined || search === '""')) return row;
    const path = query === -1 ? address : address.slice(0, query);
    const emptySearch = searchKey === undefined ? '' : `${searchKey}""`;
    return `${head}${JSON.stringify(path.split('/'))}${emptySearch}`;
  });
}

// The payload as a page's HTML carries it: in chunks, each a JSON array in a script, HTML-escaped.
const INLINE_FLIGHT = /(self\.__next_f\.push\()(\[1,"(?:[^"\\]|\\.)*"\])(\)<\/script>)/g;

/**
 * A page to be cached, without the query of the request that rendered it (see ROOT_ROW): in
 * its HTML, in its RSC payload and in the payload's segments. Anything but a page passes through.
 * @template T
 * @param {T} data the value Next hands the cache handler's `set`
 * @returns {T}
 */
export function withoutRequestQuery(data) {
  const page =
    /** @type {{ kind?: string, html?: unknown, rscData?: unknown, segmentData?: unknown }} */ (
      data
    );
  if (page?.kind !== 'APP_PAGE') return data;
  const bytes = (/** @type {unknown} */ value) => {
    if (!Buffer.isBuffer(value)) return value;
    // Read byte for byte (latin1), so rows that are not text come back as they were.
    const rows = value.toString('latin1');
    const clean = withoutQuery(rows);
    return clean === rows ? value : Buffer.from(clean, 'latin1');
  };
  const clean = { ...page };
  if (typeof page.html === 'string')
    clean.html = page.html.replace(INLINE_FLIGHT, (all, open, chunk, close) => {
      const [kind, text] = JSON.parse(chunk);
      const rows = withoutQuery(text);
      return rows === text
        ? all
        : `${open}${htmlEscapeJsonString(JSON.stringify([kind, rows]))}${close}`;
    });
  clean.rscData = bytes(page.rscData);
  if (page.segmentData instanceof Map)
    clean.segmentData = new Map([...page.segmentData].map(([path, value]) => [path, bytes(value)]));
  return /** @type {T} */ (clean);
}

// Where the wine views live (lib/wines/filters.ts: VIEW_ROUTE, and the view path of no filter at
// all, which is /wijnen itself); tests/unit/cache-handler.test.ts holds the two to that module.
const VIEW_ROUTE = '/wijnkaart-weergave/';
const UNFILTERED_VIEW = `${VIEW_ROUTE}-/-`;

/**
 * Whether a cached page is one of the site's own, numbered by its links and sitemap: kept on disk
 * as Next keeps every page. A filtered view (any query the proxy turns into a view path: its values
 * come from the address) and a 404 (any address at all) are not, so Next's file-system cache
 * wrote a new set of files for each one a crawler or a script made up, for good (measured: 55 kB
 * a made-up /wijnen/<x>). Those stay in Next's memory cache only, which is bounded (an LRU of
 * `cacheMaxMemorySize`, 50 MB by default); one evicted is rendered again on its next visit.
 * @param {string} key Next's cache key: the page's path, after `/$` in Next 16's route-cache keys
 * @param {{ kind?: string, status?: number } | null | undefined} data
 */
export function keptOnDisk(key, data) {
  if (data?.kind !== 'APP_PAGE') return true;
  if (data.status === 404) return false;
  const marker = key.lastIndexOf('/$/');
  const path = marker === -1 ? key : key.slice(marker + 2);
  return !path.startsWith(VIEW_ROUTE) || path === UNFILTERED_VIEW;
}

/**
 * Where Next would not use its file-system cache (a platform such as Vercel registers its own data
 * cache under this symbol, which Next prefers when no handler is configured), that cache is used
 * as it is: configuring this file must not move a deployment's data cache onto one instance's disk.
 */
const PLATFORM_CACHES = Symbol.for('@next/cache-handlers');

export default class CacheHandler {
  constructor(ctx) {
    const Platform = globalThis[PLATFORM_CACHES]?.FetchCache;
    this.inner = Platform ? new Platform(ctx) : new Base(ctx);
    this.ctx = ctx;
  }

  /**
   * The same cache without its disk: Next's memory store is one for the whole process, so what
   * this one sets, `inner` reads. Made on the first write that needs it, as Next makes a handler
   * for every request and most only read.
   */
  get memoryOnly() {
    if (!(this.inner instanceof Base)) return undefined;
    this._memoryOnly ??= new Base({ ...this.ctx, flushToDisk: false });
    return this._memoryOnly;
  }

  async get(...args) {
    const entry = await this.inner.get(...args);
    return this.inner instanceof Base ? withEncodedHtml(entry) : entry;
  }

  set(key, data, ...rest) {
    const cache = keptOnDisk(key, data) ? this.inner : (this.memoryOnly ?? this.inner);
    return cache.set(key, withoutRequestQuery(data), ...rest);
  }

  revalidateTag(...args) {
    return this.inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
