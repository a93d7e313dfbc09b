import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { WineView, wineViewMetadata } from '@/components/wines/wine-view';
import type { Locale } from '@/i18n/routing';
import { ANIMAL_NAMES } from '@/lib/content/animals';
import type { SearchParams } from '@/lib/wines/filters';

// As /wijnen: rendered whole per request. The proxy sends other spellings of the six animals to
// their page and answers any other name with the 404 page.
export const instant = false;

export function generateStaticParams() {
  return ANIMAL_NAMES.map((animal) => ({ animal }));
}

type Props = {
  params: Promise<{ locale: Locale; animal: string }>;
  searchParams: Promise<SearchParams>;
};

async function animalOf(params: Props['params']): Promise<string> {
  const animal = decodeURIComponent((await params).animal);
  if (!ANIMAL_NAMES.includes(animal)) notFound();
  return animal;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return wineViewMetadata({
    locale: (await params).locale,
    animal: await animalOf(params),
    params: await searchParams,
  });
}

export default async function AnimalWinesRoute({ params, searchParams }: Props) {
  return (
    <WineView
      locale={(await params).locale}
      animal={await animalOf(params)}
      params={await searchParams}
    />
  );
}
