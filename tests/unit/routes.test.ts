/** @jest-environment node */
import { readdirSync } from 'node:fs';

import { ANIMAL_PAGES, PUBLIC_PAGES } from '@/lib/routes';
import { VIEW_ROUTE } from '@/lib/wines/filters';

import { BENCH_ROUTES } from '../../scripts/budget.mjs';

/** The route of every page file under app/ ((groups) and _private folders left out). */
function pageRoutes(): string[] {
  return readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)page\.(tsx|ts|jsx|js|mdx)$/.test(file))
    .map((file) => file.split('/').slice(0, -1))
    .filter((segments) => !segments.some((s) => s.startsWith('_')))
    .map((segments) => `/${segments.filter((s) => !/^\(.*\)$/.test(s)).join('/')}`)
    .sort();
}

describe('every page is known to the sitemap, the SEO, header and axe scans and the bench', () => {
  it('lists each page file in PUBLIC_PAGES, but for the animal pages and the internal wine views', () => {
    const routes = pageRoutes();
    // The two dynamic pages: the six animals (ANIMAL_PAGES) and the cached views behind /wijnen
    // and its filters (proxy.ts; disallowed in robots.txt, canonical to their public URL).
    expect(routes.filter((route) => !(PUBLIC_PAGES as readonly string[]).includes(route))).toEqual([
      '/wijnen/[animal]',
      `${VIEW_ROUTE}/[animal]/[state]`,
    ]);
    // /wijnen has no page file of its own: next.config.ts rewrites it to its view.
    expect(PUBLIC_PAGES.filter((route) => !routes.includes(route))).toEqual(['/wijnen']);
    expect(ANIMAL_PAGES).toHaveLength(6);
    for (const page of ANIMAL_PAGES) expect(page).toMatch(/^\/wijnen\/[^/]+$/);
  });

  it("measures in the bench exactly the pages the tests scan: every public page and one animal's", () => {
    expect([...BENCH_ROUTES].sort()).toEqual([...PUBLIC_PAGES, ANIMAL_PAGES[0]].sort());
  });
});
