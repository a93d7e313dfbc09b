import { NextResponse, type NextRequest } from 'next/server';

import { MENU_CARD_SHORT } from '@/lib/content/navigation';
import { FORM_TOO_LARGE, MAX_FORM_BYTES } from '@/lib/forms/constants';
import { plainPage } from '@/lib/plain-page';
import { PUBLIC_PAGES } from '@/lib/pages.mjs';
import { getSiteConfig } from '@/lib/site-config';
import { askCollections, mayNamePage, remembered } from '@/lib/wines/collection-names';
import { FILTER_IDS, PAGE_PARAM, viewPath } from '@/lib/wines/filters';

const VIEW_PARAMS: readonly string[] = [...FILTER_IDS, PAGE_PARAM];

/**
 * The wine menu's filters live in the query string, which would make every view a fresh render.
 * Rewriting each view to one canonical path lets Next cache it like a static page (ISR, 5 min,
 * refreshed by the `wines` tag), while the visitor keeps the readable `/wijnen?type=Rood` URL.
 */
// Next refuses a server-action body over its limit (next.config.ts) with a bare 500; a form post
// that large (MAX_FORM_BYTES) is answered here first, in Dutch, with 413. Browsers always send a
// form's length, so a post without one (chunked) is no form of ours: 411, before any of it is read.
const FORM_PATHS = ['/event', '/club/registreer'];

const REFUSALS = {
  411: {
    title: 'Uw aanvraag is onvolledig',
    text: 'Uw browser verstuurde het formulier zonder de lengte ervan te vermelden. Probeer het opnieuw vanaf het formulier.',
  },
  // Reached by a post without JavaScript: the link below loads an empty form, where the browser's
  // Back gives the form again as it was filled in (tests/e2e/forms.spec.ts, in Chromium).
  413: {
    title: 'Uw aanvraag is te groot',
    text: `${FORM_TOO_LARGE} Ga terug met de terugknop van uw browser: alles wat u invulde staat er dan nog.`,
  },
};

function refuse(status: keyof typeof REFUSALS, back: string) {
  const { title, text } = REFUSALS[status];
  const html = plainPage(
    title,
    `<h1>${title}</h1>\n<p>${text}</p>\n<a href="${back}" class="button">Terug naar het formulier</a>`,
  );
  return new NextResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

function formPost(request: NextRequest, pathname: string) {
  if (request.method !== 'POST') return NextResponse.next();
  const length = request.headers.get('content-length');
  if (length === null) return refuse(411, pathname);
  const tooLarge = Number(length) > MAX_FORM_BYTES;
  if (!tooLarge) return NextResponse.next();
  // Sent by the form's script (Next names the action in a header): a page would be taken for a
  // lost connection. Its plain text is what Next's client throws, and the form knows it.
  if (request.headers.has('next-action'))
    return new NextResponse(FORM_TOO_LARGE, {
      status: 413,
      headers: { 'Content-Type': 'text/plain' },
    });
  return refuse(413, pathname);
}

/**
 * Whether a path decodes. Next answers a dynamic segment it cannot decode (`/wijnen/%A0`) with a
 * bare 500 in plain English, without the site's headers (vercel/next.js#92527).
 */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const NOT_FOUND = '/_niet-gevonden';

/**
 * The site's addresses are lower case; a visitor who types one with capitals (`/Club`, from a
 * flyer or a phone keyboard that capitalises) is sent to it. Next matched only `/wijnen`
 * regardless of case (its rewrites ignore case, its proxy matchers do not), so `/Club` was a 404
 * and `/WIJNEN?type=Rood` showed the whole menu, the filter ignored. Below `/wijnen/` the animal's
 * name keeps its capitals: the animal page reads it whatever its case and names its canonical.
 */
const LOWER_CASE_ADDRESSES: readonly string[] = [...PUBLIC_PAGES, MENU_CARD_SHORT];

/** The page a path with capitals names, in its own letters; undefined for any other path. */
function lowerCased(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== 'wijnen' && first.toLowerCase() === 'wijnen' && rest.length === 1)
    return `/wijnen/${rest[0]}`;
  const lower = pathname.toLowerCase();
  return lower !== pathname && LOWER_CASE_ADDRESSES.includes(lower) ? lower : undefined;
}

/** The data's collections, asked of the site's own endpoint and kept a while (see there). */
const collections = remembered(() => askCollections(getSiteConfig().siteUrl));

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // The site's own 404 page, with its headers: no page has such an address.
  if (!decodable(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND, request.url));
  const lower = lowerCased(pathname);
  if (lower !== undefined) {
    const url = request.nextUrl.clone();
    url.pathname = lower;
    return NextResponse.redirect(url, 308);
  }
  if (FORM_PATHS.includes(pathname)) return formPost(request, pathname);
  const segments = pathname.split('/').filter(Boolean);
  const view = segments[0] === 'wijnen' && segments.length <= 2;
  if (!view) return NextResponse.next();
  const animal = segments[1] === undefined ? undefined : decodeURIComponent(segments[1]);
  // The site's 404 page, whole, rather than the blank one of a cached page's notFound().
  if (animal !== undefined && !(await mayNamePage(animal, collections)))
    return NextResponse.rewrite(new URL(NOT_FOUND, request.url));
  if (!VIEW_PARAMS.some((key) => searchParams.has(key))) return NextResponse.next();
  return NextResponse.rewrite(new URL(viewPath(searchParams, animal), request.url));
}

// Only form posts, views with a filter or a page number (lib/wines/filters: FILTER_IDS,
// PAGE_PARAM), animal pages that name none of the six animals exactly, and oddly escaped paths
// need the proxy; plain /wijnen and the six animal pages are cached pages of their own. Next reads
// this matcher statically, so it is written out.
export const config = {
  matcher: [
    { source: '/event', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/event', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/club/registreer', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/club/registreer', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/wijnen', has: [{ type: 'query', key: 'type' }] },
    { source: '/wijnen', has: [{ type: 'query', key: 'collectie' }] },
    { source: '/wijnen', has: [{ type: 'query', key: 'land' }] },
    { source: '/wijnen', has: [{ type: 'query', key: 'regio' }] },
    { source: '/wijnen', has: [{ type: 'query', key: 'wijnhuis' }] },
    { source: '/wijnen', has: [{ type: 'query', key: 'pagina' }] },
    { source: '/wijnen/:animal', has: [{ type: 'query', key: 'type' }] },
    { source: '/wijnen/:animal', has: [{ type: 'query', key: 'collectie' }] },
    { source: '/wijnen/:animal', has: [{ type: 'query', key: 'land' }] },
    { source: '/wijnen/:animal', has: [{ type: 'query', key: 'regio' }] },
    { source: '/wijnen/:animal', has: [{ type: 'query', key: 'wijnhuis' }] },
    { source: '/wijnen/:animal', has: [{ type: 'query', key: 'pagina' }] },
    // An animal page named otherwise than one of the six exactly (ANIMAL_NAMES): a short name, a
    // collection of the data, or no page at all. Next tests the raw path and the decoded one, so
    // a space is either; `.`, `/` or the end close a name (`.rsc`, `.json` and a trailing slash
    // of an exact name stay out).
    '/wijnen/((?!(?:De(?:%20| )Koele(?:%20| )Giraf|Het(?:%20| )Nobele(?:%20| )Paard|De(?:%20| )Trouwe(?:%20| )Hond|De(?:%20| )Sluwe(?:%20| )Vos|De(?:%20| )Nieuwsgierige(?:%20| )Muis|De(?:%20| )Vrije(?:%20| )Geest)(?:$|[./]))[^/]+)',
    // Any path with an escape other than the %20 of the animal pages' spaces: Next fails on a
    // dynamic segment it cannot decode (a bare 500), so the proxy sees such paths first. Valid
    // ones pass on; the animal pages, Next's files and every plain page never reach the proxy.
    '/((?!_next/).*%(?!20).*)',
    // Any path with a capital but the animal pages' (lowerCased above) and the views' own paths.
    // Next tests these patterns case-sensitively; were a host to ignore case, the proxy would
    // still pass every lower-case path on.
    '/((?!_next/|wijnen/|wijnkaart-weergave/)[^A-Z]*[A-Z].*)',
  ],
};
