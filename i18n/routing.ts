import { defineRouting } from 'next-intl/routing';

/**
 * Dutch keeps the site's addresses without a prefix; French and English live under /fr and /en,
 * with paths in their own words. No redirect by Accept-Language or cookie: a crawler and a shared
 * link get what the address says.
 */
export const routing = defineRouting({
  locales: ['nl', 'fr', 'en'],
  defaultLocale: 'nl',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/erfgoed': { nl: '/erfgoed', fr: '/patrimoine', en: '/heritage' },
    '/vrije-geesten': { nl: '/vrije-geesten', fr: '/esprits-libres', en: '/free-spirits' },
    '/inspiratie': { nl: '/inspiratie', fr: '/inspiration', en: '/inspiration' },
    '/wijnen': { nl: '/wijnen', fr: '/vins', en: '/wines' },
    // An animal's page and every view of the menu: filters and page as segments below it.
    '/wijnen/[...view]': { nl: '/wijnen/[...view]', fr: '/vins/[...view]', en: '/wines/[...view]' },
    '/club': '/club',
    '/club/registreer': { nl: '/club/registreer', fr: '/club/inscription', en: '/club/join' },
    '/event': { nl: '/event', fr: '/evenement', en: '/event' },
    '/contact': '/contact',
    '/privacy': { nl: '/privacy', fr: '/confidentialite', en: '/privacy' },
  },
});

export type Locale = (typeof routing.locales)[number];
/** A page as the code names it: its Dutch path. */
export type AppPathname = keyof typeof routing.pathnames;

export const hasLocale = (value: string): value is Locale =>
  (routing.locales as readonly string[]).includes(value);

/** What `lang` and `hreflang` say for each: Belgian Dutch and French, English for everyone. */
export const HTML_LANG: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en' };

/** How dates, numbers and prices are written in each: the English is British ('3 April 2027'). */
export const INTL_LANG: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

/** A page's path in a language, without its prefix, its values still named (`/vins/[animal]`). */
export function localPath(locale: Locale, page: AppPathname): string {
  const entry: string | Record<Locale, string> = routing.pathnames[page];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** Joins the values of one segment: `Frankrijk+Italië`. */
export const VALUE_SEPARATOR = '+';

/**
 * A path of decoded segments as an address carries it: each segment's values encoded, the
 * separators between them kept (`De Koele Giraf/land/Frankrijk+Italië`).
 */
export const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => segment.split(VALUE_SEPARATOR).map(encodeURIComponent).join(VALUE_SEPARATOR))
    .join('/');

/** A path's part as it reads, whether it came encoded or not; one that does not decode stays. */
export function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A page's address in a language, its values (an animal's name, a view's path) filled in as an
 * address carries them: for links, metadata, the sitemap, the proxy and the shell's client
 * components.
 */
export function pathIn(
  locale: Locale,
  page: AppPathname,
  params: Record<string, string> = {},
): string {
  const path = localPath(locale, page).replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) =>
    encodePath(params[name] ?? ''),
  );
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
