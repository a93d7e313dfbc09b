// Plain JavaScript, so the bench (run by plain Node) measures the list the sitemap and tests use.
import { sampleEvents } from './content/sample-events.mjs';

export const PUBLIC_PAGES = [
  '/',
  '/erfgoed',
  '/vrije-geesten',
  '/inspiratie',
  '/wijnen',
  '/club',
  '/club/registreer',
  '/event',
  '/agenda',
  '/contact',
  '/privacy',
];

export const SAMPLE_ANIMAL_PAGE = '/wijnen/De%20Koele%20Giraf';

/** The sample agenda's tasting with seats left, dated from today as the emulator seeds it. */
export const SAMPLE_EVENT_PAGE = `/agenda/${sampleEvents().find((e) => e.id.endsWith('-proeverij-loire'))?.id}`;

/** A sample wine with every field a sommelier writes, as the emulator seeds it. */
export const SAMPLE_WINE_PAGE = '/wijnen/wijn/barolo-serralunga';

export const PAGE_TEMPLATES = [...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE];

// A translated page may carry at most 3 kB gzip of JavaScript more than its Dutch twin.
export const TRANSLATED_TWINS = {
  '/fr': '/',
  '/en': '/',
  '/fr/vins': '/wijnen',
  '/en/wines': '/wijnen',
};
