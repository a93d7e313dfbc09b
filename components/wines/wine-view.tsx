import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { animalNamed } from '@/lib/content/animals';
import { getWines, type WinesResult } from '@/lib/firestore';
import { collectionNames, collectionOfPage } from '@/lib/wines/collection-names';
import { isFiltered, parseQuery, spelledAsData, type SearchParams } from '@/lib/wines/filters';
import { viewDetail, wineListMetadata } from '@/lib/wines/metadata';

import { WinesPage } from './wines-page';

type View = { animal?: string; params: SearchParams };

/** The collection an animal page's address names, by the data read (see collectionOfPage). */
function collectionOf(animal: string, result: WinesResult): string | undefined {
  return collectionOfPage(animal, result.ok ? collectionNames(result.wines) : []);
}

/** What the view chooses, as the wines spell it, and its page. */
function choice(params: SearchParams, animal: string | undefined, result?: WinesResult) {
  const { selection, page } = parseQuery(params, animal ? { collectie: [animal] } : {});
  return { selection: result?.ok ? spelledAsData(selection, result.wines) : selection, page };
}

export async function wineViewMetadata({ animal: typed, params }: View): Promise<Metadata> {
  const filtered = Object.values(params).some((v) => v !== undefined);
  // The same cached read as the page's: a filtered view's title names what it shows, and an
  // animal typed in other letters is titled and canonical as its own page.
  const result = filtered || typed ? await getWines() : undefined;
  const animal = typed && result ? (collectionOf(typed, result) ?? typed) : typed;
  const { selection, page } = choice(params, animal, result);
  return wineListMetadata({
    filtered,
    animal,
    detail: filtered && result?.ok ? viewDetail(result.wines, selection, page, animal) : undefined,
  });
}

/** /wijnen, /wijnen/[animal] and every filtered view of them (spec §2, Wine menu). */
export async function WineView({ animal: typed, params }: View) {
  const result = await getWines();
  // "/wijnen/giraf" or "/wijnen/de koele giraf" shows De Koele Giraf's page, canonical to its
  // exact address, where its links lead. Not a redirect: Next sends a redirect made by a cached
  // page with its Location header twice on the first request (vercel/next.js#82117), which
  // Googlebot is reported to refuse.
  const animal = typed === undefined ? undefined : collectionOf(typed, result);
  if (typed !== undefined && animal === undefined) notFound();
  const { selection, page } = choice(params, animal, result);
  const trait = animalNamed(animal)?.trait;
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
