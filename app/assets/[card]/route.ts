import { cacheTag } from 'next/cache';

import { localizedPath, routing, type Locale } from '@/i18n/routing';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { MENU_CARDS } from '@/lib/content/navigation';
import { getWines } from '@/lib/firestore';
import { buildMenuCard, menuCardUnavailablePage, menuCardWords } from './menu-card';
import { getSiteConfig } from '@/lib/site-config';

const fileName = (locale: Locale) => MENU_CARDS[locale].split('/').pop()!;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ card: fileName(locale) }));
}

async function menuCard(locale: Locale): Promise<Uint8Array | undefined> {
  'use cache';
  cacheTag(CACHE_TAGS.wines);
  const result = await getWines();
  if (!result.ok) return undefined;
  const config = getSiteConfig();
  const venue = { name: config.name, ...config.address, phone: config.phone, email: config.email };
  return buildMenuCard(result.wines, venue, locale);
}

type Context = { params: Promise<{ card: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { card } = await params;
  const locale = routing.locales.find((l) => fileName(l) === card);
  if (!locale) return new Response(null, { status: 404 });
  const pdf = await menuCard(locale);
  if (!pdf) {
    const config = getSiteConfig();
    const paths = { home: localizedPath(locale, '/'), wines: localizedPath(locale, '/wijnen') };
    // Never cached: the next request tries the read again. Retry-After tells crawlers when.
    return new Response(menuCardUnavailablePage(config, locale, paths), {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': '60',
        'Cache-Control': 'no-store',
      },
    });
  }
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${menuCardWords(locale)('file')}"`,
    },
  });
}
