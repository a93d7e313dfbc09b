import { expect, test } from '@playwright/test';

// cache-handler.mjs hands cached pages to Next as a stream of bytes instead of a string. Here the
// pages are asked for many times at once, with and without gzip, and every answer must be the whole
// page. (That each reader of one shared cache entry gets a stream of its own is a unit test:
// tests/unit/cache-handler.test.ts.)
const PAGES = ['/', '/wijnen', '/wijnen?type=Rood&pagina=2', '/wijnen/De%20Koele%20Giraf', '/privacy'];

test.describe('pages served from the cache', () => {
  test('requests arriving together each get the whole page, plain and gzipped', async ({ request }) => {
    for (const path of PAGES) {
      const reference = await request.get(path);
      expect(reference.status(), path).toBe(200);
      const body = await reference.text();
      expect(body, path).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);

      const together = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          request.get(path, { headers: { 'Accept-Encoding': i % 2 ? 'gzip' : 'identity' } }).then(async (r) => ({
            status: r.status(),
            cache: r.headers()['x-nextjs-cache'],
            encoding: r.headers()['content-encoding'],
            body: await r.text(),
          })),
        ),
      );
      together.forEach((answer, i) => {
        expect(answer.status, `${path} #${i}`).toBe(200);
        expect(answer.cache, `${path} #${i}`).toBe('HIT');
        expect(answer.encoding, `${path} #${i}`).toBe(i % 2 ? 'gzip' : undefined);
        expect(answer.body, `${path} #${i}`).toBe(body);
      });
    }
  });

  test('a HEAD request gets the headers of the page and no body', async ({ request }) => {
    const head = await request.head('/wijnen');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toMatch(/^text\/html/);
    expect((await head.body()).length).toBe(0);
  });
});
