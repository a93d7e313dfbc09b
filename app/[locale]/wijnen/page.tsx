import type { Metadata } from 'next';

import { WineView, wineViewMetadata } from '@/components/wines/wine-view';
import type { SearchParams } from '@/lib/wines/filters';

// Filters live in the query string and must work without JavaScript, so the page renders whole
// on each request (no static shell with a streamed hole); the list itself is cached.
export const instant = false;

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return wineViewMetadata({ params: await searchParams });
}

export default async function WinesRoute({ searchParams }: Props) {
  return <WineView params={await searchParams} />;
}
