import type { Metadata } from 'next';

import { WineView, wineViewMetadata } from '@/components/wines/wine-view';

/** An animal's wines, unfiltered: one cached page per animal, made on its first visit. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ animal: string }> };

async function animalOf({ params }: Props): Promise<string> {
  const { animal } = await params;
  try {
    return decodeURIComponent(animal);
  } catch {
    return animal;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return wineViewMetadata({ animal: await animalOf(props), params: {} });
}

export default async function AnimalWinesPage(props: Props) {
  return <WineView animal={await animalOf(props)} params={{}} />;
}
