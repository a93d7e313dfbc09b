import { NextResponse, type NextRequest } from 'next/server';

import {
  decodedPart,
  HTML_LANG,
  pathIn,
  routing,
  type AppPathname,
  type Locale,
} from '@/i18n/routing';

import { MENU_CARD_SHORT } from '@/lib/content/navigation';
import { LIMITS, MAX_FORM_BYTES } from '@/lib/forms/constants';
import { wordsIn } from '@/lib/messages';
import { plainPage } from '@/lib/plain-page';
import { escapeHtml } from '@/lib/text';
import { PUBLIC_PAGES } from '@/lib/routes';
import { IMPORT_TOO_LARGE, SESSION_COOKIE, SIGN_IN_PATH, STAFF_PATH } from '@/lib/staff/constants';
import { readView, wineListHref, type SearchParams } from '@/lib/wines/filters';

// Next refuses a server-action body over its limit (next.config.ts) with a bare 500; a form post
// that large (MAX_FORM_BYTES) is answered here first, in the form's language, with 413. Browsers
// always send a form's length, so a post without one (chunked) is no form of ours: 411.
const FORM_PAGES = ['/event', '/club/registreer'] as const;
const FORM_PATHS = new Map(
  FORM_PAGES.flatMap((page) =>
    routing.locales.map((locale) => [pathIn(locale, page), locale] as const),
  ),
);

const formWords = (locale: Locale) => wordsIn(locale, 'Forms');

/** What the proxy answers a form's script for a post too large: Next's client throws it as is. */
const tooLarge = (locale: Locale) => formWords(locale)('tooLarge', { limit: LIMITS.message });

function refuse(status: 411 | 413, back: string, locale: Locale) {
  const t = formWords(locale);
  // Reached by a post without JavaScript: the link below loads an empty form, where the browser's
  // Back gives the form again as it was filled in (tests/e2e/forms.spec.ts, in Chromium).
  const [title, text] =
    status === 411
      ? [t('incompleteTitle'), t('incompleteText')]
      : [t('tooLargeTitle'), `${tooLarge(locale)} ${t('tooLargeBack')}`];
  const html = plainPage(
    title,
    `<h1>${title}</h1>\n<p>${text}</p>\n<a href="${back}" class="button">${t('backToForm')}</a>`,
    HTML_LANG[locale],
  );
  return new NextResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** A page's address in each language ('/event', '/fr/evenement', '/en/event'). */
function inEveryLanguage(...pages: AppPathname[]): string[] {
  return pages.flatMap((page) => routing.locales.map((locale) => pathIn(locale, page)));
}

function formPost(request: NextRequest, pathname: string, locale: Locale) {
  if (request.method !== 'POST') return NextResponse.next();
  const length = request.headers.get('content-length');
  if (length === null) return refuse(411, pathname, locale);
  if (Number(length) <= MAX_FORM_BYTES) return NextResponse.next();
  // Sent by the form's script (Next names the action in a header): a page would be taken for a
  // lost connection. Its plain text is what Next's client throws, and the form knows it.
  if (request.headers.has('next-action'))
    return new NextResponse(tooLarge(locale), {
      status: 413,
      headers: { 'Content-Type': 'text/plain' },
    });
  return refuse(413, pathname, locale);
}

/**
 * Whether a path decodes. Next answers a dynamic segment it cannot decode (`/wijnen/%A0`) with a
 * bare 500 in plain English, without the site's headers.
 */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The 404 page: no page has such an address (app/global-not-found.tsx). */
const notFound = (request: NextRequest) =>
  NextResponse.rewrite(new URL(`/${routing.defaultLocale}/_niet-gevonden`, request.url));

/**
 * A page typed with capitals (`/Club`, from a flyer or a phone keyboard) is sent to its address;
 * below `/wijnen/` a view keeps its letters, which its page reads.
 */
const LOWER_CASE_ADDRESSES: readonly string[] = [
  ...inEveryLanguage(...(PUBLIC_PAGES as AppPathname[])),
  MENU_CARD_SHORT,
];

/** The page a path with capitals names, in its own letters; undefined for any other path. */
function lowerCased(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== 'wijnen' && first.toLowerCase() === 'wijnen' && rest.length > 0)
    return ['', 'wijnen', ...rest].join('/');
  const lower = pathname.toLowerCase();
  return lower !== pathname && LOWER_CASE_ADDRESSES.includes(lower) ? lower : undefined;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The site's own 404 page, with its headers: no page has such an address.
  if (!decodable(pathname)) return notFound(request);
  const lower = lowerCased(pathname);
  if (lower !== undefined) {
    const url = request.nextUrl.clone();
    url.pathname = lower;
    return NextResponse.redirect(url, 308);
  }
  const form = FORM_PATHS.get(pathname);
  if (form) return formPost(request, pathname, form);
  if (pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`)) return staffPage(request);
  if (REGENERATED.includes(pathname) && request.nextUrl.search) return withoutQuery(request);
  for (const locale of routing.locales) {
    const list = WINE_LISTS[locale];
    if (pathname === list || pathname.startsWith(`${list}/`))
      return wineView(request, list, pathname.slice(list.length));
  }
  return NextResponse.next();
}

/**
 * The pages Next regenerates when the wine list changes: it renders them for the request that
 * finds them stale and caches the result, whose payload then holds that visitor's query string
 * (`?fbclid=…&email=…`) for everyone after. They read no query, so it is dropped by a redirect;
 * the wine menu's views likewise (below).
 */
const REGENERATED = inEveryLanguage('/', '/inspiratie');

/** The wine menu's address in each language, under which the animals' pages live. */
const WINE_LISTS = Object.fromEntries(
  routing.locales.map((locale) => [locale, pathIn(locale, '/wijnen')]),
) as Record<Locale, string>;

function withoutQuery(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.search = '';
  return NextResponse.redirect(url, 308);
}

/**
 * Each view of the wine menu has one address (lib/wines/selection.ts): another spelling of it, or
 * its older query form (`/wijnen?type=Rood&pagina=2`), is sent there once, any query dropped; a
 * path that is no view (an unknown animal or filter) is a 404. `tail`: the path below the menu.
 */
function wineView(request: NextRequest, list: string, tail: string) {
  const segments = tail.split('/').filter(Boolean).map(decodedPart);
  const query: SearchParams = {};
  for (const key of new Set(request.nextUrl.searchParams.keys()))
    query[key] = request.nextUrl.searchParams.getAll(key);
  const view = readView(segments, query);
  if (!view) return notFound(request);
  const canonical = wineListHref(view.selection, view.page, list);
  if (canonical === request.nextUrl.pathname && !request.nextUrl.search) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  url.search = '';
  return NextResponse.redirect(url, 308);
}

/** A post too large for Next's action limit (an import's file): its own words, not a 500. */
function tooLargeForStaff(back: string) {
  const title = 'Te groot om te versturen';
  const html = plainPage(
    title,
    `<h1>${title}</h1>\n<p>${IMPORT_TOO_LARGE} Importeer in delen.</p>\n<a href="${escapeHtml(back)}" class="button">Terug</a>`,
    HTML_LANG.nl,
  );
  return new NextResponse(html, {
    status: 413,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * Without a session cookie a staff page is the sign-in page, by a real redirect that works without
 * JavaScript. The page itself checks the session: a cookie here proves nothing.
 */
function staffPage(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const open = pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (!reading && Number(request.headers.get('content-length')) > MAX_FORM_BYTES)
    return tooLargeForStaff(pathname);
  if (open || !reading || request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  return NextResponse.redirect(new URL(SIGN_IN_PATH, request.url), 307);
}

// Only form posts, staff pages, the pages regenerated with a query, the wine menu, oddly
// escaped paths and paths with capitals need the proxy; Next's rewrites give every other page its
// language (i18n/addresses.ts). Next reads this matcher statically, so it is written out.
export const config = {
  matcher: [
    {
      source:
        '/:form(event|club/registreer|fr/evenement|fr/club/inscription|en/event|en/club/join)',
      has: [{ type: 'header', key: 'content-length' }],
    },
    {
      source:
        '/:form(event|club/registreer|fr/evenement|fr/club/inscription|en/event|en/club/join)',
      has: [{ type: 'header', key: 'transfer-encoding' }],
    },
    '/',
    '/:home(fr|en)',
    '/:inspiration(inspiratie|fr/inspiration|en/inspiration)',
    '/beheer',
    '/beheer/:path*',
    '/:list(wijnen|fr/vins|en/wines)',
    '/:list(wijnen|fr/vins|en/wines)/:view+',
    // Escapes other than the animal pages' %20: Next answers an undecodable segment with a 500.
    '/((?!_next/).*%(?!20).*)',
    '/((?!_next/|wijnen/|fr/vins/|en/wines/)[^A-Z]*[A-Z].*)',
  ],
};
