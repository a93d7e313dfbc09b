import { NextResponse, type NextRequest } from 'next/server';

import { decodedPart, localizedPath, routing, type AppPathname, type Locale } from '@/i18n/routing';
import { MENU_CARD_SHORT } from '@/lib/content/navigation';
import { PUBLIC_PAGES } from '@/lib/routes';
import { SESSION_COOKIE, SIGN_IN_PATH, STAFF_PATH } from '@/lib/staff/constants';
import { readView, wineListHref, type SearchParams } from '@/lib/wines/filters';

const inEveryLanguage = (...pages: AppPathname[]) =>
  pages.flatMap((page) => routing.locales.map((locale) => localizedPath(locale, page)));

// Next answers an undecodable segment (`/wijnen/%A0`) with a bare 500.
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const notFound = (request: NextRequest) =>
  NextResponse.rewrite(new URL(`/${routing.defaultLocale}/_niet-gevonden`, request.url));

function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return NextResponse.redirect(url, 308);
}

// Next's redirects match regardless of case, so a case-only redirect there loops.
const LOWER_CASE_ADDRESSES: readonly string[] = [
  ...inEveryLanguage(...(PUBLIC_PAGES as AppPathname[])),
  MENU_CARD_SHORT,
];

/** The address a path typed with capitals names; below `/wijnen/` a view keeps its letters. */
function lowerCased(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== 'wijnen' && first.toLowerCase() === 'wijnen' && rest.length > 0)
    return ['', 'wijnen', ...rest].join('/');
  const lower = pathname.toLowerCase();
  return lower !== pathname && LOWER_CASE_ADDRESSES.includes(lower) ? lower : undefined;
}

// Regenerated for the request that finds them stale, their payload would keep its query string
// (`?fbclid=…`) for everyone after; they read no query.
const REGENERATED = inEveryLanguage('/', '/inspiratie');

const WINE_LISTS = Object.fromEntries(
  routing.locales.map((locale) => [locale, localizedPath(locale, '/wijnen')]),
) as Record<Locale, string>;

// A wine's own page lies below the menu but is no view of it.
const WINE_PAGES = routing.locales.map((locale) =>
  localizedPath(locale, '/wijnen/wijn/[wine]', { wine: '' }),
);

/** Another spelling of a menu view, or its older query form, goes to its one address. */
function wineView(request: NextRequest, list: string, tail: string) {
  const segments = tail.split('/').filter(Boolean).map(decodedPart);
  const query: SearchParams = {};
  for (const key of new Set(request.nextUrl.searchParams.keys()))
    query[key] = request.nextUrl.searchParams.getAll(key);
  const view = readView(segments, query);
  if (!view) return notFound(request);
  const canonical = wineListHref(view.selection, view.page, list);
  if (canonical === request.nextUrl.pathname && !request.nextUrl.search) return NextResponse.next();
  return redirectTo(request, canonical);
}

/** Without a session cookie a staff page redirects to sign in; the page checks the session. */
function staffPage(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const open = pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (open || !reading || request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  return NextResponse.redirect(new URL(SIGN_IN_PATH, request.url), 307);
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!decodable(pathname)) return notFound(request);
  const lower = lowerCased(pathname);
  if (lower !== undefined) return NextResponse.redirect(new URL(lower + search, request.url), 308);
  if (pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`)) return staffPage(request);
  if (REGENERATED.includes(pathname) && search) return redirectTo(request, pathname);
  if (WINE_PAGES.some((prefix) => pathname.startsWith(prefix))) return NextResponse.next();
  for (const list of Object.values(WINE_LISTS))
    if (pathname === list || pathname.startsWith(`${list}/`))
      return wineView(request, list, pathname.slice(list.length));
  return NextResponse.next();
}

// Next reads the matcher statically, so it is written out; tests/unit/proxy.test.ts holds it to
// the routing table. Every other page gets its language from Next's rewrites.
export const config = {
  matcher: [
    '/',
    '/:home(fr|en)',
    '/:inspiration(inspiratie|fr/inspiration|en/inspiration)',
    '/beheer',
    // Not the photo upload: the proxy would cut its body (proxyClientMaxBodySize).
    '/beheer/((?!wijnfoto$).*)',
    '/:list(wijnen|fr/vins|en/wines)',
    '/:list(wijnen|fr/vins|en/wines)/:view+',
    // Escapes other than the animal pages' %20, and capitals outside the menu's views.
    '/((?!_next/).*%(?!20).*)',
    '/((?!_next/|wijnen/|fr/vins/|en/wines/)[^A-Z]*[A-Z].*)',
  ],
};
