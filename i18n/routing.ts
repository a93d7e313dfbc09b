import { defineRouting } from 'next-intl/routing';

// No redirect by Accept-Language or cookie: crawlers and shared links get what the address says.
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
    // Before the views: a language's rewrite of its address must come before theirs.
    '/wijnen/wijn/[wine]': {
      nl: '/wijnen/wijn/[wine]',
      fr: '/vins/vin/[wine]',
      en: '/wines/wine/[wine]',
    },
    '/wijnen/[...view]': { nl: '/wijnen/[...view]', fr: '/vins/[...view]', en: '/wines/[...view]' },
    '/club': '/club',
    '/club/registreer': { nl: '/club/registreer', fr: '/club/inscription', en: '/club/join' },
    '/event': { nl: '/event', fr: '/evenement', en: '/event' },
    '/agenda': { nl: '/agenda', fr: '/agenda', en: '/whats-on' },
    '/agenda/annuleren': { nl: '/agenda/annuleren', fr: '/agenda/annuler', en: '/whats-on/cancel' },
    '/agenda/[event]': { nl: '/agenda/[event]', fr: '/agenda/[event]', en: '/whats-on/[event]' },
    '/contact': '/contact',
    '/privacy': { nl: '/privacy', fr: '/confidentialite', en: '/privacy' },
  },
});

export type Locale = (typeof routing.locales)[number];
export type AppPathname = keyof typeof routing.pathnames;

export const hasLocale = (value: string): value is Locale =>
  (routing.locales as readonly string[]).includes(value);

export const HTML_LANG: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en' };

export const INTL_LANG: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

export function localPath(locale: Locale, page: AppPathname): string {
  const entry: string | Record<Locale, string> = routing.pathnames[page];
  return typeof entry === 'string' ? entry : entry[locale];
}

export const VALUE_SEPARATOR = '+';

export const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => segment.split(VALUE_SEPARATOR).map(encodeURIComponent).join(VALUE_SEPARATOR))
    .join('/');

export function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function localizedPath(
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
