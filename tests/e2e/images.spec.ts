import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';

import nextConfig from '../../next.config';
import { PAGE_TEMPLATES } from '../../lib/routes';
import { cspImageSources } from '../../lib/image-sources';
import { widthCandidates } from '../../lib/srcset';
import { BUCKET, IN_BUCKET, OUTSIDE_BUCKET } from '../support/bucket-images';
import { asSized, measurePictures } from '../support/pictures';
import { webpWidth } from './support/images';
import { ANY_SCREEN, screens } from './support/screens';

const ROUTES = PAGE_TEMPLATES;
const deviceSizes = nextConfig.images?.deviceSizes;
if (!deviceSizes?.length) throw new Error('next.config.ts sets no images.deviceSizes');
const widest = Math.max(...deviceSizes);

test.describe('images', () => {
  // The pages declare each picture's file width by hand (components/content/img.tsx stops the
  // srcset at the first candidate at least that wide).
  test(
    'every srcset reaches the width of its file and goes no further',
    {
      tag: ANY_SCREEN,
    },
    async ({ request }) => {
      let checked = 0;
      for (const route of ROUTES) {
        const html = await (await request.get(route)).text();
        for (const [, raw = ''] of html.matchAll(/srcset="([^"]+)"/gi)) {
          const candidates = widthCandidates(raw.replaceAll('&amp;', '&'));
          if (!candidates) continue;
          candidates.sort((a, b) => a.width - b.width);
          const source = new URL(candidates[0]!.url, 'http://x').searchParams.get('url') ?? '';
          if (!source.startsWith('/images/')) continue;
          const fileWidth = webpWidth(readFileSync(path.join('public', source)));
          const widths = candidates.map((c) => c.width);
          const label = `${route} ${source} (file ${fileWidth} px): ${widths.join(', ')}`;
          expect(widths.at(-1), label).toBeGreaterThanOrEqual(Math.min(fileWidth, widest));
          if (widths.length > 1) expect(widths.at(-2), label).toBeLessThan(fileWidth);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
  );

  // `sizes` tells the browser how wide a picture will be before layout, and it picks a file from
  // that: a slot smaller than the picture serves it soft (the heritage portraits, stated as 60vw,
  // filled 85vw of a phone), a larger one sends bytes nobody sees.
  test('every picture is as wide as its sizes attribute says, on a phone, the project and a wide screen', async ({
    page,
  }) => {
    // Each page is loaded once and measured at each width (the layout follows the screen); still
    // twelve loads and 36 measures, a minute on two busy cores: the slow test's time.
    test.slow();
    const own = page.viewportSize()!;
    let checked = 0;
    for (const route of ROUTES) {
      await page.setViewportSize(own);
      await page.goto(route);
      for await (const { width } of screens(page, 320, 1024, 1920)) {
        const found = await page.evaluate(measurePictures, false);
        for (const { src, rendered, slot } of found) {
          const label = `${route} ${src} at ${width} px: shown ${rendered} px, sizes ${slot} px`;
          expect(asSized({ rendered, slot }), label).toBe(true);
        }
        checked += found.length;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  // React's server-component renderer makes every eager <img> it renders a preload hint in the
  // page's RSC data, and a page that prefetches another (a link in view) applies that page's
  // hints: every visit would fetch the pictures of the pages it links to, at high priority.
  test("a page's largest picture loads first and is preloaded in its own head, and in no other page", async ({
    page,
  }) => {
    test.slow();
    const pictureLed: string[] = [];
    for (const route of ROUTES) {
      const response = await page.goto(route);
      const html = await response!.text();
      const hints = html.match(/:HL\[\\"[^"]*\\",\\"image\\"/g) ?? [];
      expect(hints, `${route}: image hints in the RSC data`).toEqual([]);

      const first = await page.locator('img[fetchpriority="high"]').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          srcset: img.getAttribute('srcset'),
          loading: img.getAttribute('loading'),
        })),
      );
      expect(first.length, `${route}: pictures at high priority`).toBeLessThanOrEqual(1);
      // Where the browser names a picture the largest paint, it is that one. (It passes over
      // line drawings on a plain ground as too sparse, so on some pages the heading is.)
      const largest = await page.evaluate(
        () =>
          new Promise<string | null>((resolve, reject) => {
            setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 5000);
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as unknown as { element?: Element };
              const element = entry?.element;
              resolve(element instanceof HTMLImageElement ? element.getAttribute('srcset') : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (largest !== null) expect(first[0]?.srcset, `${route}: largest paint`).toBe(largest);
      if (!first[0]) continue;
      pictureLed.push(route);
      expect(first[0].loading, route).not.toBe('lazy');
      const preloads = await page
        .locator('head link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('imagesrcset'), l.getAttribute('fetchpriority')]),
        );
      expect(preloads, route).toContainEqual([first[0].srcset, 'high']);
    }
    // Every page that opens with a picture; the forms, the privacy policy and the agenda with text.
    const textLed = ['/club/registreer', '/event', '/privacy', '/agenda'];
    expect(pictureLed.sort()).toEqual(ROUTES.filter((r) => !textLed.includes(r)).sort());
  });

  test('a page fetches no picture but its own, also after its links have prefetched their pages', async ({
    page,
  }) => {
    /** The pictures `route` fetched, once its links were prefetched and the network was quiet. */
    const strangersOf = async (tab: Page, route: string) => {
      const fetched = new Set<string>();
      let prefetches = 0;
      const pending = new Set<Request>();
      let lastSeen = Date.now();
      const record = (request: Request) => {
        pending.add(request);
        lastSeen = Date.now();
        if (request.headers()['next-router-prefetch']) prefetches += 1;
        const url = new URL(request.url());
        if (url.pathname === '/_next/image') fetched.add(url.searchParams.get('url') ?? '');
        else if (request.resourceType() === 'image' && url.pathname.startsWith('/images/'))
          fetched.add(url.pathname);
      };
      const ended = (request: Request) => {
        pending.delete(request);
        lastSeen = Date.now();
      };
      tab.on('request', record);
      tab.on('requestfinished', ended);
      tab.on('requestfailed', ended);
      await tab.goto(route);
      // Every page's bar has links to prefetch, which start once they are in view and the
      // browser is idle; then whatever their pages bring, until the network has been quiet a while.
      await expect.poll(() => prefetches, `${route} prefetched its links`).toBeGreaterThan(0);
      await expect
        .poll(() => pending.size === 0 && Date.now() - lastSeen >= 500, {
          message: `${route}: the network quiet for 500 ms`,
          intervals: [100],
        })
        .toBe(true);
      tab.off('request', record);
      tab.off('requestfinished', ended);
      tab.off('requestfailed', ended);
      const shown = await tab
        .locator('img')
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).map((img) => `${img.getAttribute('src')} ${img.srcset}`),
        );
      return [...fetched]
        .filter(
          (source) =>
            !shown.some(
              (attrs) => attrs.includes(encodeURIComponent(source)) || attrs.includes(source),
            ),
        )
        .map((source) => `${route}: ${source}`);
    };
    // Three tabs at once, so their waits for a quiet network overlap.
    const TABS = 3;
    const strangers: string[] = [];
    await Promise.all(
      Array.from({ length: TABS }, async (_, i) => {
        const tab = i === 0 ? page : await page.context().newPage();
        for (const route of ROUTES.filter((_, r) => r % TABS === i))
          strangers.push(...(await strangersOf(tab, route)));
      }),
    );
    expect(strangers, 'pictures fetched that the page does not show').toEqual([]);
  });

  // A wine's photograph can fail to load: removed from Storage while the wine still names it, or
  // refused. The card then shows the house's drawing of a bottle of its type, fetched only then.
  test("a wine's photograph that does not load gives way to a drawn bottle of its type", async ({
    page,
  }) => {
    const drawings: string[] = [];
    page.on('request', (r) => {
      if (/^\/images\/wines\/fles-[a-z]+\.webp$/.test(new URL(r.url()).pathname))
        drawings.push(r.url());
    });
    const frame = page.locator('[data-photo]').first();
    await page.goto('/wijnen');
    await expect(frame.locator('img')).toHaveJSProperty('complete', true);
    const photo = await inkIn(frame);
    // A photograph that loads: no drawing is fetched.
    expect(drawings).toEqual([]);

    // The optimiser answers 404 for every photograph, as it does for a file gone upstream: those
    // in view fail before the page's script runs, those further down after it.
    await page.route('**/_next/image?**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect(frame.locator('img')).toHaveJSProperty('naturalWidth', 0);
    await expect(frame).toHaveAttribute('data-photo', 'broken');
    await expect(frame.locator('img')).toHaveAttribute('alt', /^Fles /);
    await expect.poll(() => drawings.some((url) => url.endsWith('/fles-wit.webp'))).toBe(true);
    // The drawing's strokes, as many as the photograph it stands for has, not an empty panel
    // with the browser's broken-image icon (about a hundred dark pixels).
    await expect.poll(() => inkIn(frame)).toBeGreaterThan(photo / 2);
    const last = page.locator('[data-photo]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-photo', 'broken');
  });

  // With the photos' bucket configured, the Content-Security-Policy's img-src names that bucket's
  // paths on the shared Storage hosts (lib/image-sources.ts, cspImageSources).
  test(
    "the picture policy lets the photos' bucket through and no one else's",
    { tag: ANY_SCREEN },
    async ({ page }) => {
      const policy = `default-src 'none'; img-src 'self' ${cspImageSources(BUCKET).join(' ')}`;
      const sources = [...IN_BUCKET, ...OUTSIDE_BUCKET];
      const PAGE = 'https://www.locus-lex.test/';
      const fetched = new Set<string>();
      // Nothing leaves the machine: the page is answered here, and every picture with a bottle.
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url === PAGE)
          return route.fulfill({
            contentType: 'text/html',
            headers: { 'Content-Security-Policy': policy },
            body: `<!doctype html><title>csp</title>${sources.map((src) => `<img src="${src.replaceAll('&', '&amp;')}" alt="">`).join('')}`,
          });
        fetched.add(url);
        return route.fulfill({ path: 'public/images/wines/fles-rood.webp' });
      });
      await page.goto(PAGE);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const shown = await page.$$eval('img', (imgs) => imgs.map((img) => img.naturalWidth > 0));
      expect(sources.filter((_, i) => shown[i])).toEqual(IN_BUCKET);
      expect(sources.filter((src) => fetched.has(new URL(src).href))).toEqual(IN_BUCKET);
    },
  );
});

/** How many dark pixels (strokes, not the parchment ground) an element shows. */
async function inkIn(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3)
    if (data[i]! + data[i + 1]! + data[i + 2]! < 240) ink++;
  return ink;
}
