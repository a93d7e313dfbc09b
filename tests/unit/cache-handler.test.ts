/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

import { animalHref } from '@/lib/content/animals';
import { VIEW_ROUTE, viewPath } from '@/lib/wines/filters';

import CacheHandler, {
  keptOnDisk,
  withEncodedHtml,
  withoutQuery,
  withoutRequestQuery,
} from '../../cache-handler.mjs';
import { tempDirs } from '../support/temp-dirs';

const tempDir = tempDirs();

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

  it('encodes a cached page once, however often Next reads its entry', () => {
    const stored = page('<html>€</html>');
    const from = jest.spyOn(Buffer, 'from');
    try {
      const reads = [withEncodedHtml(stored), withEncodedHtml(stored), withEncodedHtml(stored)];
      expect(reads[1]!.value).toBe(reads[0]!.value);
      expect(reads[2]!.value).toBe(reads[0]!.value);
      expect(from.mock.calls.filter(([text]) => text === '<html>€</html>')).toHaveLength(1);
    } finally {
      from.mockRestore();
    }
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

describe('a cached page keeps nothing of the query it was rendered for', () => {
  // Next's flight rows as it writes them: imports, the root row with the address the request
  // asked for ("c", split at '/'), a text row of its length in bytes (as the JSON-LD is), which
  // may hold the same letters and is not touched, the tree.
  // A page reached without a rewrite (the home page, an animal's) also names the search it rendered.
  const flight = (address: string, search = '') =>
    [
      '1:"$Sreact.fragment"',
      `0:{"P":null,"c":${JSON.stringify(address.split('/'))},"q":${JSON.stringify(search)},"i":false,"t":{"t":"$2"}}`,
      '3:T1a,{"c":["","wijnen?land=x"]}',
      '2:["$","main",null,{"children":"Onze Wijnen"}]',
      '',
    ].join('\n');
  // The same rows in a page's HTML: chunks in scripts, each a JSON array, HTML-escaped.
  const inHtml = (rows: string) => {
    const cut = rows.indexOf('3:T');
    return [rows.slice(0, cut), rows.slice(cut)]
      .map(
        (chunk) =>
          `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, chunk]))})</script>`,
      )
      .join('');
  };
  const query = '?type=Rood&fbclid=IwAR3x&next=/club/registreer&email=jan%40voorbeeld.be';
  const rendered = (address: string, search = '') => ({
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html lang="nl-BE"><body><main>Onze Wijnen</main>${inHtml(flight(address, search))}</body></html>`,
    rscData: Buffer.from(flight(address, search)),
    segmentData: new Map([
      ['/_full', Buffer.from(flight(address, search))],
      ['/_tree', Buffer.from('0:{"tree":"$1"}\n')],
    ]),
    headers: { 'x-next-cache-tags': 'wines' },
    status: 200,
  });

  it('cuts the root row’s address at its query, its own slashes too, empties its search, and leaves every other row', () => {
    // A wine view (rewritten: the address alone), an animal's page (the search too).
    expect(withoutQuery(flight(`/wijnen${query}`))).toBe(flight('/wijnen'));
    expect(withoutQuery(flight(`/wijnen/De%20Koele%20Giraf${query}`, query))).toBe(
      flight('/wijnen/De%20Koele%20Giraf'),
    );
    // A search without the address's query, and rows with neither, as a build writes them.
    expect(withoutQuery(flight('/', '?fbclid=IwAR3x'))).toBe(flight('/'));
    const clean = flight('/wijnen');
    expect(withoutQuery(clean)).toBe(clean);
    // The home page's root row, first in its payload.
    const home = `0:{"c":["","?fbclid=IwAR3x"],"q":"?fbclid=IwAR3x"}\n2:"$1"\n`;
    expect(withoutQuery(home)).toBe(`0:{"c":["",""],"q":""}\n2:"$1"\n`);
  });

  it('keeps the page without it: its HTML, its payload and the payload’s segments', () => {
    const page = withoutRequestQuery(rendered(`/wijnen/Wijninspiratie${query}`, query));
    const expected = rendered('/wijnen/Wijninspiratie');
    expect(page.html).toBe(expected.html);
    expect(page.rscData).toEqual(expected.rscData);
    expect(page.segmentData).toEqual(expected.segmentData);
    for (const text of [
      page.html,
      page.rscData.toString(),
      page.segmentData.get('/_full')!.toString(),
    ])
      for (const trace of ['fbclid', 'IwAR3x', 'voorbeeld.be', 'registreer'])
        expect(text).not.toContain(trace);
    // The rest of the entry as Next made it.
    expect(page.headers).toEqual(expected.headers);
    expect(page.status).toBe(200);
  });

  it('passes a page rendered for its own address, and anything but a page, through as it came', () => {
    const clean = rendered('/wijnen');
    const page = withoutRequestQuery(clean);
    expect(page.html).toBe(clean.html);
    expect(page.rscData).toBe(clean.rscData);
    expect(page.segmentData.get('/_full')).toBe(clean.segmentData.get('/_full'));
    const fetched = { kind: 'FETCH', data: { body: `/wijnen${query}` } };
    expect(withoutRequestQuery(fetched)).toBe(fetched);
    expect(withoutRequestQuery(null)).toBeNull();
  });

  it('leaves bytes that are not text in the payload as they were', () => {
    const binary = Buffer.concat([
      Buffer.from(flight(`/wijnen${query}`)),
      Buffer.from('4:', 'latin1'),
      Buffer.from([0xff, 0xfe, 0x00, 0xc3]),
    ]);
    const cleaned = withoutRequestQuery({ ...rendered('/wijnen'), rscData: binary }).rscData;
    expect(cleaned).toEqual(
      Buffer.concat([
        Buffer.from(flight('/wijnen')),
        Buffer.from('4:', 'latin1'),
        Buffer.from([0xff, 0xfe, 0x00, 0xc3]),
      ]),
    );
  });

  it('is what the handler keeps, in memory and on disk', async () => {
    const dist = tempDir('isr-query-');
    const handler = new CacheHandler({ fs: nodeFs, serverDistDir: dist, flushToDisk: true });
    const key = '/route-cache/APP_PAGE/0123abcd/$/wijnen';
    const ctx = { cacheControl: { revalidate: 300, expire: 31536000 } };
    await handler.set(key, rendered(`/wijnen${query}`), ctx);
    const entry = (await handler.get(key, { kind: 'APP_PAGE' })) as {
      value: { html: Readable; rscData: Buffer };
    };
    expect(await read(entry.value.html)).toBe(rendered('/wijnen').html);
    expect(entry.value.rscData).toEqual(rendered('/wijnen').rscData);
    const written = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile())
      .map((file) => readFileSync(path.join(file.parentPath, file.name), 'latin1'));
    expect(written.length).toBeGreaterThan(0);
    for (const text of written) expect(text).not.toContain('fbclid');
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
    // What the file-system cache keeps in memory only goes to the platform's cache as well.
    await handler.set('/wijnen/verzonnen', { ...stored.value, status: 404 }, {});
    await handler.revalidateTag(['wines']);
    handler.resetRequestCache();
    expect(calls).toEqual([
      'get /wijnen',
      'set /wijnen',
      'set /wijnen/verzonnen',
      'revalidate wines',
      'reset',
    ]);
  });

  it('uses Next’s file-system cache where there is none', () => {
    const handler = new CacheHandler({ serverDistDir: '/nowhere' });
    expect(handler.inner).toBeInstanceOf(FileSystemCache);
  });
});

describe('the cache keeps on disk only the pages the site numbers', () => {
  // Next 16's key of a cached page: the route's cache directory, then `/$` and the page's path.
  const keyOf = (pagePath: string) => `/route-cache/APP_PAGE/0123abcd/$${pagePath}`;
  const filtered = (query: string, animal?: string) => viewPath(new URLSearchParams(query), animal);

  it('keeps the pages, the menu and the animal pages, whatever the key looks like', () => {
    const menu = filtered('');
    expect(menu.startsWith(`${VIEW_ROUTE}/`)).toBe(true);
    for (const pagePath of ['/', '/privacy', animalHref('De Koele Giraf'), menu]) {
      expect(keptOnDisk(keyOf(pagePath), page('<html></html>').value)).toBe(true);
      expect(keptOnDisk(pagePath, page('<html></html>').value)).toBe(true);
    }
  });

  it('keeps filtered views, later pages of the menu and every 404 in memory only', () => {
    const views = [
      filtered('type=Rood'),
      filtered('pagina=2'),
      filtered('land=zzz-verzonnen'),
      filtered('type=Wit', 'De Koele Giraf'),
    ];
    for (const view of views) {
      expect(keptOnDisk(keyOf(view), page('<html></html>').value)).toBe(false);
      expect(keptOnDisk(view, page('<html></html>').value)).toBe(false);
    }
    const notFound = { ...page('<html></html>').value, status: 404 };
    expect(keptOnDisk(keyOf('/wijnen/verzonnen-dier-123'), notFound)).toBe(false);
  });

  it('leaves what is not a page (fetch data, route handlers, images) as Next keeps it', () => {
    expect(keptOnDisk(keyOf(filtered('type=Rood')), { kind: 'FETCH' })).toBe(true);
    expect(keptOnDisk(keyOf('/deelkaart/giraf.png'), { kind: 'APP_ROUTE', status: 200 })).toBe(
      true,
    );
    expect(keptOnDisk('x', null)).toBe(true);
  });

  describe('with Next’s file-system cache on a folder of its own', () => {
    let dist: string;
    beforeEach(() => {
      dist = tempDir('isr-');
    });
    const handlerOn = (serverDistDir: string) =>
      new CacheHandler({
        fs: nodeFs,
        serverDistDir,
        flushToDisk: true,
        maxMemoryCacheSize: 50 * 1024 * 1024,
      });
    const files = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
        : [];
    const ctx = { cacheControl: { revalidate: 300, expire: 31536000 } };

    it('writes no file for a made-up address, yet serves it from memory', async () => {
      const handler = handlerOn(dist);
      const made = [keyOf(filtered('land=zzz-verzonnen')), keyOf('/wijnen/verzonnen-dier-123')];
      await handler.set(made[0], page('<html>view</html>').value, ctx);
      await handler.set(made[1], { ...page('<html>404</html>').value, status: 404 }, ctx);
      expect(files(dist)).toEqual([]);
      const entry = (await handler.get(made[0], { kind: 'APP_PAGE' })) as {
        value: { html: Readable };
      };
      expect(await read(entry.value.html)).toBe('<html>view</html>');
    });

    it('writes the site’s own pages to disk, as Next does', async () => {
      const handler = handlerOn(dist);
      // Next keys a page by its decoded path, as it writes it to disk.
      const giraf = decodeURIComponent(animalHref('De Koele Giraf'));
      await handler.set(keyOf(giraf), page('<html>giraf</html>').value, ctx);
      expect(files(dist)).toEqual(expect.arrayContaining(['De Koele Giraf.html']));
    });
  });
});
