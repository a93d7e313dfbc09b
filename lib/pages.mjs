// The site's pages, in plain JavaScript so that the bench (scripts/bench.mjs, run by plain Node)
// measures the very list the sitemap and the every-route tests use (lib/routes.ts re-exports it).

/** Every public page with a single address; the six animal pages are lib/routes.ts' ANIMAL_PAGES. */
export const PUBLIC_PAGES = [
  '/',
  '/erfgoed',
  '/vrije-geesten',
  '/inspiratie',
  '/wijnen',
  '/club',
  '/club/registreer',
  '/event',
  '/contact',
  '/privacy',
];

/** One animal's page stands for all six (one template); tests/unit/routes.test.ts checks it is one. */
export const SAMPLE_ANIMAL_PAGE = '/wijnen/De%20Koele%20Giraf';

/** Every page template once: what the every-route tests scan and `npm run bench` measures. */
export const PAGE_TEMPLATES = [...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE];

/**
 * The home page and the wine menu in French and English, each beside its Dutch twin: a
 * translated page may carry at most 3 kB gzip of JavaScript more than its twin.
 */
export const TRANSLATED_TWINS = {
  '/fr': '/',
  '/en': '/',
  '/fr/vins': '/wijnen',
  '/en/wines': '/wijnen',
};
