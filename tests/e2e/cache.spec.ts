import { readdirSync } from 'node:fs';

import { type APIRequestContext, expect, test } from '@playwright/test';

import { viewPath } from '../../lib/wines/filters';
import { ANY_SCREEN } from './support/screens';
import { askTracked, clickId, expectUntracked } from './support/tracked';

// cache-handler.mjs hands cached pages to Next as a stream of bytes instead of a string. Here the
// pages are asked for many times at once, with and without gzip, and every answer must be the whole
// page. (That each reader of one shared cache entry gets a stream of its own is a unit test:
// tests/unit/cache-handler.test.ts.)
const PAGES = [
  '/',
  '/wijnen',
  '/wijnen?type=Rood&pagina=2',
  '/wijnen/De%20Koele%20Giraf',
  '/privacy',
];

/**
 * The page once it is fresh in the cache: a page revalidated every 5 minutes (the home page, the
 * wine lists) answers STALE once its time is up while it renders anew in the background, which
 * happens in a long test run; the tests are about what the cache hands out, not about that timing.
 */
async function freshPage(request: APIRequestContext, path: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    if (answer.headers()['x-nextjs-cache'] === 'HIT') return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} did not come fresh from the cache`);
}

/** 24 requests for `path` at once, every other one asking for gzip. */
function askTogether(request: APIRequestContext, path: string) {
  return Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      request
        .get(path, { headers: { 'Accept-Encoding': i % 2 ? 'gzip' : 'identity' } })
        .then(async (r) => ({
          status: r.status(),
          cache: r.headers()['x-nextjs-cache'],
          encoding: r.headers()['content-encoding'],
          body: await r.text(),
        })),
    ),
  );
}

test.describe('pages served from the cache', { tag: ANY_SCREEN }, () => {
  test('requests arriving together each get the whole page, plain and gzipped', async ({
    request,
  }) => {
    for (const path of PAGES) {
      let body = '';
      let together: Awaited<ReturnType<typeof askTogether>> = [];
      // The pages' 5 minutes run out together (all rendered at build time), and a test run can reach
      // this test just then: a batch that met the turn of the cache is asked again once fresh.
      for (let attempt = 0; attempt < 3; attempt++) {
        body = await (await freshPage(request, path)).text();
        together = await askTogether(request, path);
        if (together.every((answer) => answer.cache === 'HIT')) break;
      }
      expect(body, path).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
      together.forEach((answer, i) => {
        expect(answer.status, `${path} #${i}`).toBe(200);
        expect(answer.cache, `${path} #${i}`).toBe('HIT');
        expect(answer.encoding, `${path} #${i}`).toBe(i % 2 ? 'gzip' : undefined);
        expect(answer.body, `${path} #${i}`).toBe(body);
      });
    }
  });

  test('cached pages leave through cache-handler.mjs, as a stream of bytes', async ({
    request,
  }) => {
    // Next sends a cached page held as a string with a Content-Length; the bytes the handler hands
    // over are streamed without one. If a Next upgrade stops taking the handler's bytes, pages still
    // work but every request pays for encoding the page again: this is where that shows.
    for (const path of ['/privacy', '/wijnen']) {
      await freshPage(request, path);
      const answer = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(answer.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(answer.headers()['content-length'], path).toBeUndefined();
    }
  });

  test('a HEAD request gets the headers of the page and no body', async ({ request }) => {
    const head = await request.head('/wijnen');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toMatch(/^text\/html/);
    expect((await head.body()).length).toBe(0);
  });

  test('a page rendered for an address with more in its query keeps none of it for the next visitor', async ({
    request,
  }) => {
    // A view no one has asked for yet, rendered for a visitor who came from a campaign link and a
    // newsletter: Next writes their address into the page's payload (cache-handler.mjs).
    const view = `/wijnen?type=Rood&land=Nergens${Date.now()}`;
    const trace = clickId();
    await askTracked(request, view, trace);
    // Whoever asks next gets the cached page, its HTML and its payload, without their query.
    for (const body of await expectUntracked(request, view, trace))
      expect(body).toContain('Nergens');
  });

  test('a view whose values were chosen in another order is the page already cached', async ({
    request,
  }) => {
    // The filters' links write values in the menu's order, but an address typed, shared or kept
    // from before may hold them in any: one view (lib/wines/filters.ts viewPath), rendered once.
    const land = `Nergens${Date.now()}`;
    const chosen = `/wijnen?type=Wit&land=${land}&type=Rood`;
    const first = await request.get(chosen);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-nextjs-cache']).not.toBe('HIT');
    const other = await request.get(`/wijnen?land=${land}&type=Rood&type=Wit`);
    expect(other.headers()['x-nextjs-cache']).toBe('HIT');
    // The same cache entry: as the first address gets it now.
    expect(await other.text()).toBe(await (await request.get(chosen)).text());
  });

  test('a made-up address is cached in memory and writes no file', async ({ request }) => {
    // cache-handler.mjs keptOnDisk: Next wrote every such page to .next/server for good.
    const token = `verzonnen${Date.now()}`;
    const view =
      viewPath(new URLSearchParams({ land: token }))
        .split('/')
        .at(-1) ?? token;
    for (const path of [`/wijnen/${token}`, `/wijnen?land=${token}`]) {
      const first = await request.get(path);
      expect([200, 404], path).toContain(first.status());
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
    const files = () => readdirSync('.next/server', { recursive: true }).map(String);
    // A page of the site's own, asked for after them, is still written to disk as Next does;
    // once it is there, so would theirs be.
    await freshPage(request, '/wijnen/De%20Koele%20Giraf');
    await expect.poll(() => files().some((f) => f.endsWith('De Koele Giraf.html'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(files().filter((f) => f.includes(token) || f.includes(view))).toEqual([]);
  });
});
