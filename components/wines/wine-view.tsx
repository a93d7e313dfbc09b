import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ANIMALS, ANIMAL_NAMES, animalHref } from '@/lib/content/animals';
import { getWines } from '@/lib/firestore';
import { isFiltered, parseQuery, type SearchParams } from '@/lib/wines/filters';
import { viewDetail, wineListMetadata } from '@/lib/wines/metadata';

import { WinesPage } from './wines-page';

type View = { animal?: string; params: SearchParams };

/** The routes that render the menu are all cached pages (ISR); none is built ahead of time. */
export const WINE_PAGE_REVALIDATE = 300;

export async function wineViewMetadata({ animal, params }: View): Promise<Metadata> {
  const filtered = Object.values(params).some((v) => v !== undefined);
  const { selection, page } = parseQuery(params, animal ? { collectie: [animal] } : {});
  // The same cached read as the page's: a filtered view's title names what it shows.
  const result = filtered ? await getWines() : undefined;
  return wineListMetadata({
    path: animal ? animalHref(animal) : '/wijnen',
    filtered,
    animal,
    detail: result?.ok ? viewDetail(result.wines, selection, page, animal) : undefined,
  });
}

/** /wijnen, /wijnen/[animal] and every filtered view of them (spec §2, Wine menu). */
export async function WineView({ animal, params }: View) {
  const result = await getWines();
  if (animal) {
    // The six animals always exist; any other name only when it is a collection in the data.
    const known =
      ANIMAL_NAMES.includes(animal) ||
      (result.ok && result.wines.some((w) => w.collection === animal));
    if (!known) notFound();
  }
  const { selection, page } = parseQuery(params, animal ? { collectie: [animal] } : {});
  const trait = ANIMALS.find((a) => a.name === animal)?.trait;
  return (
    <WinesPage
      result={result}
      selection={selection}
      page={page}
      animal={animal}
      intro={trait ? `${trait}: de wijnen van ${animal}` : undefined}
      // The Menu structured data belongs to the canonical menu, not to each of its views.
      withMenuData={!animal && !isFiltered(selection) && page === 0}
    />
  );
}
