import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { WinesPage } from '@/components/wines/wines-page';
import { ANIMALS, ANIMAL_NAMES, animalHref } from '@/lib/content/animals';
import { getWines } from '@/lib/firestore';
import { parseQuery, type SearchParams } from '@/lib/wines/filters';
import { wineListMetadata } from '@/lib/wines/metadata';

type Props = { params: Promise<{ animal: string }>; searchParams: Promise<SearchParams> };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const animal = decode((await params).animal);
  return wineListMetadata({ path: animalHref(animal), params: await searchParams, animal });
}

export default async function AnimalWinesPage({ params, searchParams }: Props) {
  const animal = decode((await params).animal);
  const result = await getWines();
  // Spec: the six animals always exist; any other name only when it is a collection in the data.
  const known =
    ANIMAL_NAMES.includes(animal) || (result.ok && result.wines.some((w) => w.collection === animal));
  if (!known) notFound();
  const { selection, page } = parseQuery(await searchParams, { collectie: [animal] });
  const intro = ANIMALS.find((a) => a.name === animal)?.trait;
  return (
    <WinesPage
      result={result}
      selection={selection}
      page={page}
      animal={animal}
      intro={intro ? `${intro}: de wijnen van ${animal}` : undefined}
    />
  );
}
