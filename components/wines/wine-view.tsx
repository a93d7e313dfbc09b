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

/**
 * What the view chooses, as the wines spell it, its page, and the animal whose page it is. An
 * animal's address that chooses another collection too (`/wijnen/De%20Koele%20Giraf?collectie=
 * Wijninspiratie`, typed or kept from elsewhere: the menu's own links take such a view to /wijnen)
 * is a view of the whole menu, headed, titled and linked as one, not as the animal's wines.
 */
function choice(params: SearchParams, animal: string | undefined, result?: WinesResult) {
  const parsed = parseQuery(params, animal ? { collectie: [animal] } : {});
  const selection = result?.ok ? spelledAsData(parsed.selection, result.wines) : parsed.selection;
  const own = selection.collectie.every((c) => c === animal);
  return { selection, page: parsed.page, animal: own ? animal : undefined };
}

export async function wineViewMetadata({ animal: typed, params }: View): Promise<Metadata> {
  const filtered = Object.values(params).some((v) => v !== undefined);
  // The same cached read as the page's: a filtered view's title names what it shows, and an
  // animal typed in other letters is titled and canonical as its own page.
  const result = filtered || typed ? await getWines() : undefined;
  const named = typed && result ? (collectionOf(typed, result) ?? typed) : typed;
  const { selection, page, animal } = choice(params, named, result);
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
  const named = typed === undefined ? undefined : collectionOf(typed, result);
  if (typed !== undefined && named === undefined) notFound();
  const { selection, page, animal } = choice(params, named, result);
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
