import { pathIn, routing, type Locale } from '@/i18n/routing';
import { MENU_CARDS } from '@/lib/content/navigation';
import { getWines } from '@/lib/firestore';
import { buildMenuCard, menuCardUnavailablePage, menuCardWords, type Venue } from '@/lib/menu-card';
import { getSiteConfig } from '@/lib/site-config';
import { WINES_REVALIDATE_SECONDS } from '@/lib/cache-tags';
import type { Wine } from '@/lib/wines/schema';

const fileName = (locale: Locale) => MENU_CARDS[locale].split('/').pop()!;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ card: fileName(locale) }));
}

/** The last card this process built in each language, and the wines it was built from. */
const last = new Map<Locale, { wines: string; pdf: Uint8Array }>();

async function menuCard(wines: Wine[], venue: Venue, locale: Locale): Promise<Uint8Array> {
  const key = JSON.stringify(wines);
  let card = last.get(locale);
  if (card?.wines !== key) {
    card = { wines: key, pdf: await buildMenuCard(wines, venue, locale) };
    last.set(locale, card);
  }
  return card.pdf;
}

type Context = { params: Promise<{ card: string }> };

/** The menu card in each language, made from the same wine data as the menu: never out of date. */
export async function GET(_request: Request, { params }: Context) {
  const { card } = await params;
  const locale = routing.locales.find((l) => fileName(l) === card);
  if (!locale) return new Response(null, { status: 404 });
  const result = await getWines();
  const config = getSiteConfig();
  if (!result.ok) {
    const paths = { home: pathIn(locale, '/'), wines: pathIn(locale, '/wijnen') };
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
  const venue = { name: config.name, ...config.address, phone: config.phone, email: config.email };
  const pdf = await menuCard(result.wines, venue, locale);
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${menuCardWords(locale)('file')}"`,
      'Cache-Control': `public, max-age=0, s-maxage=${WINES_REVALIDATE_SECONDS}, must-revalidate`,
    },
  });
}
