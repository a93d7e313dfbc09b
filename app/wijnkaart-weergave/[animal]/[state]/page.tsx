import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { WineView, wineViewMetadata } from '@/components/wines/wine-view';
import { readView } from '@/lib/wines/filters';

/**
 * Filtered views of /wijnen and /wijnen/[animal], reached through proxy.ts: one cached page per
 * view, regenerated at most every 5 minutes or at once after POST /api/revalidate.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ animal: string; state: string }> };

async function view({ params }: Props) {
  const { animal, state } = await params;
  const parsed = readView(animal, state);
  if (!parsed) notFound();
  return parsed;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return wineViewMetadata(await view(props));
}

export default async function FilteredWinesPage(props: Props) {
  return <WineView {...await view(props)} />;
}
