import type { Metadata } from 'next';

import { WineView, wineViewMetadata } from '@/components/wines/wine-view';
import type { Locale } from '@/i18n/routing';
import type { SearchParams } from '@/lib/wines/filters';

// Filters live in the query string and must work without JavaScript, so the page renders whole
// on each request (no static shell with a streamed hole); the list itself is cached.
export const instant = false;

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return wineViewMetadata({ locale: (await params).locale, params: await searchParams });
}

export default async function WinesRoute({ params, searchParams }: Props) {
  return <WineView locale={(await params).locale} params={await searchParams} />;
}
