import { getWines } from '@/lib/firestore';
import { buildMenuCard, menuCardUnavailablePage, type Venue } from '@/lib/menu-card';
import { getSiteConfig } from '@/lib/site-config';
import { WINES_REVALIDATE_SECONDS } from '@/lib/cache-tags';
import type { Wine } from '@/lib/wines/schema';

/** The last card this process built and the wines it was built from. */
let last: { wines: string; pdf: Uint8Array } | undefined;

async function menuCard(wines: Wine[], venue: Venue): Promise<Uint8Array> {
  const key = JSON.stringify(wines);
  if (last?.wines !== key) last = { wines: key, pdf: await buildMenuCard(wines, venue) };
  return last.pdf;
}

/** The menu card, generated from the same wine data as /wijnen so it is never out of date. */
export async function GET() {
  const result = await getWines();
  const config = getSiteConfig();
  if (!result.ok) {
    // Never cached: the next request tries the read again. Retry-After tells crawlers when.
    return new Response(menuCardUnavailablePage(config), {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': '60',
        'Cache-Control': 'no-store',
      },
    });
  }
  const pdf = await menuCard(result.wines, {
    name: config.name,
    ...config.address,
    phone: config.phone,
    email: config.email,
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="menukaart-1504-locus-lex.pdf"',
      'Cache-Control': `public, max-age=0, s-maxage=${WINES_REVALIDATE_SECONDS}, must-revalidate`,
    },
  });
}
