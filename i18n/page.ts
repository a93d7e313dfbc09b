import { useParams, usePathname } from 'next/navigation';

import {
  decodedPart,
  hasLocale,
  localPath,
  routing,
  type AppPathname,
  type Locale,
} from './routing';

// From the route and the routing table alone, so the shell loads no i18n runtime.

export function useRouteLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return locale && hasLocale(locale) ? locale : routing.defaultLocale;
}

export type Page = { page: AppPathname; params: Record<string, string> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decoded(values: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, decodedPart(value)]),
  );
}

const matcher = (path: string) =>
  new RegExp(
    `^${escape(path)
      .replace(/\\\[\\\.\\\.\\\.(\w+)\\\]/g, '(?<$1>.+)')
      .replace(/\\\[(\w+)\\\]/g, '(?<$1>[^/]+)')}$`,
  );

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

/** While the server renders, `address` is the route's: `/nl/erfgoed` for `/erfgoed`. */
export function matchPage(address: string, locale: Locale): Page | undefined {
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

export function usePage(): Page & { locale: Locale; address: string } {
  const address = usePathname();
  const locale = useRouteLocale();
  const shown = matchPage(address, locale) ?? { page: address as AppPathname, params: {} };
  return { ...shown, locale, address };
}
