// The ISR cache of `next start` (next.config.ts `cacheHandler`): Next's own file-system cache, with
// one change in how a cached page leaves it (and, on a platform with a data cache of its own, that
// cache untouched: see CacheHandler below).
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
  }

  async get(...args) {
    const entry = await this.inner.get(...args);
    return this.inner instanceof Base ? withEncodedHtml(entry) : entry;
  }

  set(...args) {
    return this.inner.set(...args);
  }

  revalidateTag(...args) {
    return this.inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
