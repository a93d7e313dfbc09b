/** @jest-environment node */
import type { Readable } from 'node:stream';

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

import CacheHandler, { withEncodedHtml } from '../../cache-handler.mjs';

async function read(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const page = (html: string) => ({
  lastModified: 1,
  value: {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': 'wines' },
    status: 200,
  },
});

describe('the ISR cache hands pages over as bytes', () => {
  it('serves the same page, byte for byte, including text outside Latin-1', async () => {
    const html =
      '<!DOCTYPE html><html lang="nl-BE"><body><dd>€ 8,50</dd><p>Rosé ❚</p></body></html>';
    const entry = withEncodedHtml(page(html));
    expect(typeof entry.value.html).not.toBe('string');
    expect(await read(entry.value.html as unknown as Readable)).toBe(html);
  });

  it('gives every reader of one shared entry a complete stream of its own', async () => {
    const html = `<html>${'x'.repeat(200_000)}</html>`;
    const entry = withEncodedHtml(page(html));
    const first = entry.value.html as unknown as Readable;
    const second = entry.value.html as unknown as Readable;
    expect(first).not.toBe(second);
    expect(await Promise.all([read(first), read(second)])).toEqual([html, html]);
  });

  it('keeps everything else of the entry as Next stored it', () => {
    const original = page('<html></html>');
    const entry = withEncodedHtml(original);
    expect(entry.lastModified).toBe(1);
    expect(entry.value.rscData).toBe(original.value.rscData);
    expect(entry.value.headers).toBe(original.value.headers);
    expect(entry.value.status).toBe(200);
    expect(original.value.html).toBe('<html></html>');
  });

  it('passes misses, other kinds and empty shells through untouched', () => {
    const fetchEntry = { value: { kind: 'FETCH', data: { body: 'x' } } };
    const routeEntry = { value: { kind: 'APP_ROUTE', body: Buffer.from('x') } };
    const emptyShell = page('');
    expect(withEncodedHtml(null)).toBeNull();
    expect(withEncodedHtml(fetchEntry)).toBe(fetchEntry);
    expect(withEncodedHtml(routeEntry)).toBe(routeEntry);
    expect(withEncodedHtml(emptyShell)).toBe(emptyShell);
  });
});

describe('the cache handler on a platform with a data cache of its own', () => {
  const key = Symbol.for('@next/cache-handlers');
  const registry = globalThis as unknown as Record<symbol, unknown>;
  afterEach(() => {
    delete registry[key];
  });

  it('leaves everything to that cache, as Next would without a handler', async () => {
    const calls: string[] = [];
    const stored = page('<html>€</html>');
    class PlatformCache {
      constructor(public ctx: unknown) {}
      async get(cacheKey: string) {
        calls.push(`get ${cacheKey}`);
        return stored;
      }
      async set(cacheKey: string) {
        calls.push(`set ${cacheKey}`);
      }
      async revalidateTag(tags: string[]) {
        calls.push(`revalidate ${tags.join()}`);
      }
      resetRequestCache() {
        calls.push('reset');
      }
    }
    registry[key] = { FetchCache: PlatformCache };
    const handler = new CacheHandler({ serverDistDir: '/nowhere' });
    expect(await handler.get('/wijnen', {})).toBe(stored);
    await handler.set('/wijnen', null, {});
    await handler.revalidateTag(['wines']);
    handler.resetRequestCache();
    expect(calls).toEqual(['get /wijnen', 'set /wijnen', 'revalidate wines', 'reset']);
  });

  it('uses Next’s file-system cache where there is none', () => {
    const handler = new CacheHandler({ serverDistDir: '/nowhere' });
    expect(handler.inner).toBeInstanceOf(FileSystemCache);
  });
});
