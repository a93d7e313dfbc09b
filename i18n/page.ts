import { useParams, usePathname } from 'next/navigation';

import {
  decodedPart,
  hasLocale,
  localPath,
  routing,
  type AppPathname,
  type Locale,
} from './routing';

// For the shell's client components: the page's language and which page an address shows, from
// the route and the routing table alone, so no i18n runtime loads with every page.

/** The page's language: its route's first segment (Dutch in the staff area). */
export function useRouteLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return locale && hasLocale(locale) ? locale : routing.defaultLocale;
}

export type Page = { page: AppPathname; params: Record<string, string> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An address's values as they are ('De Koele Giraf'); one that does not decode stays as sent. */
function decoded(values: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, decodedPart(value)]),
  );
}

/** A template's values: one segment (`[animal]`), or the rest of the path (`[...view]`). */
const matcher = (path: string) =>
  new RegExp(
    `^${escape(path)
      .replace(/\\\[\\\.\\\.\\\.(\w+)\\\]/g, '(?<$1>.+)')
      .replace(/\\\[(\w+)\\\]/g, '(?<$1>[^/]+)')}$`,
  );

/** Each page's patterns in each language, its own path's then its Dutch one's: made once. */
const MATCHERS = Object.fromEntries(
  routing.locales.map((locale) => [
    locale,
    (Object.keys(routing.pathnames) as AppPathname[]).map((page) => ({
      page,
      own: matcher(localPath(locale, page)),
      dutch: matcher(page),
    })),
  ]),
) as Record<Locale, { page: AppPathname; own: RegExp; dutch: RegExp }[]>;

/**
 * The page an address shows in a language, with its values (an animal's name), if any. The
 * address is the visitor's, or, while the server renders, the route's: `/nl/erfgoed` for
 * `/erfgoed`, `/fr/erfgoed` for `/fr/patrimoine`.
 */
export function pageOf(address: string, locale: Locale): Page | undefined {
  const prefixes = [`/${locale}`, ...(locale === routing.defaultLocale ? [''] : [])];
  const prefix = prefixes.find((p) => address === p || address.startsWith(`${p}/`));
  if (prefix === undefined) return undefined;
  const path = address.slice(prefix.length) || '/';
  for (const { page, own, dutch } of MATCHERS[locale]) {
    const match = own.exec(path) ?? dutch.exec(path);
    if (match) return { page, params: decoded(match.groups) };
  }
  return undefined;
}

/** The page on screen, as the code names it; an address that is no page keeps its own. */
export function usePage(): Page & { locale: Locale; address: string } {
  const address = usePathname();
  const locale = useRouteLocale();
  const shown = pageOf(address, locale) ?? { page: address as AppPathname, params: {} };
  return { ...shown, locale, address };
}
