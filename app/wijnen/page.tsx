import type { Metadata } from 'next';

import { WinesPage } from '@/components/wines/wines-page';
import { getWines } from '@/lib/firestore';
import { parseQuery, type SearchParams } from '@/lib/wines/filters';
import { wineListMetadata } from '@/lib/wines/metadata';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return wineListMetadata({ path: '/wijnen', params: await searchParams });
}

export default async function WijnenPage({ searchParams }: Props) {
  const { selection, page } = parseQuery(await searchParams);
  const result = await getWines();
  return <WinesPage result={result} selection={selection} page={page} />;
}
