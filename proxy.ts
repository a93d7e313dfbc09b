import { NextResponse, type NextRequest } from 'next/server';

import { viewPath } from '@/lib/wines/filters';

/**
 * The wine menu's filters live in the query string, which would make every view a fresh render.
 * Rewriting each view to one canonical path lets Next cache it like a static page (ISR, 5 min,
 * refreshed by the `wines` tag), while the visitor keeps the readable `/wijnen?type=Rood` URL.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const segments = pathname.split('/').filter(Boolean);
  let animal: string | undefined;
  if (segments.length === 2) {
    try {
      animal = decodeURIComponent(segments[1]!);
    } catch {
      return NextResponse.rewrite(new URL('/_niet-gevonden', request.url));
    }
  }
  return NextResponse.rewrite(new URL(viewPath(searchParams, animal), request.url));
}

// Only views with a filter or a page number (lib/wines/filters: FILTER_IDS, PAGE_PARAM) need the
// proxy; plain /wijnen and /wijnen/[animal] are cached pages of their own. Next reads this
// matcher statically, so it is written out.
export const config = {
  matcher: [
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
  ],
};
