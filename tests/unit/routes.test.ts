/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';

import { WINES_REVALIDATE_SECONDS } from '@/lib/cache-tags';
import { ANIMAL_PAGES, PAGE_TEMPLATES, PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE } from '@/lib/routes';
import { VIEW_ROUTE } from '@/lib/wines/filters';

/** Every file under app/, by its path there. */
const appFiles = () => readdirSync('app', { recursive: true, encoding: 'utf8' });

/** The route of every page file under app/ ((groups) and _private folders left out). */
function pageRoutes(): string[] {
  return appFiles()
    .filter((file) => /(^|\/)page\.(tsx|ts|jsx|js|mdx)$/.test(file))
    .map((file) => file.split('/').slice(0, -1))
    .filter((segments) => !segments.some((s) => s.startsWith('_')))
    .map((segments) => `/${segments.filter((s) => !/^\(.*\)$/.test(s)).join('/')}`)
    .sort();
}

describe('every page is known to the sitemap, the every-route tests and the bench', () => {
  it('lists each page file in PUBLIC_PAGES, but for the animal pages and the internal wine views', () => {
    const routes = pageRoutes();
    // The two dynamic pages: the six animals (ANIMAL_PAGES) and the cached views behind /wijnen
    // and its filters (proxy.ts; disallowed in robots.txt, canonical to their public URL).
    expect(routes.filter((route) => !PUBLIC_PAGES.includes(route))).toEqual([
      '/wijnen/[animal]',
      `${VIEW_ROUTE}/[animal]/[state]`,
    ]);
    // /wijnen has no page file of its own: next.config.ts rewrites it to its view.
    expect(PUBLIC_PAGES.filter((route) => !routes.includes(route))).toEqual(['/wijnen']);
    expect(ANIMAL_PAGES).toHaveLength(6);
    for (const page of ANIMAL_PAGES) expect(page).toMatch(/^\/wijnen\/[^/]+$/);
  });

  it('scans and benches every template once: every public page and one of the animal pages', () => {
    expect(ANIMAL_PAGES).toContain(SAMPLE_ANIMAL_PAGE);
    expect(PAGE_TEMPLATES).toEqual([...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE]);
  });
});

describe('the cached pages expire with the wine reads they show', () => {
  it('gives every route that sets revalidate the wine cache lifetime', () => {
    // Next reads a route's `revalidate` from its file as written, so it cannot import the
    // constant: each route says 300 itself, and this holds them to it.
    const lifetimes = appFiles()
      .filter((file) => /\.(tsx?|jsx?)$/.test(file))
      .flatMap((file) => {
        const found = /^export const revalidate = (.+);$/m.exec(
          readFileSync(`app/${file}`, 'utf8'),
        );
        return found ? [[file, found[1]] as const] : [];
      });
    // The home page and /inspiratie (house wines), the sitemap, the animal and the menu views.
    expect(lifetimes).toHaveLength(5);
    for (const [file, value] of lifetimes) {
      expect([file, Number(value)]).toEqual([file, WINES_REVALIDATE_SECONDS]);
    }
  });
});
