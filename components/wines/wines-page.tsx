import { PageHero } from '@/components/content/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { animalHref, animalNamed } from '@/lib/content/animals';
import type { WinesResult } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { breadcrumbJsonLd, menuJsonLd } from '@/lib/structured-data';
import type { Selection } from '@/lib/wines/filters';

import { WineList } from './wine-list';
import { WinesUnavailable } from './wines-unavailable';

type Props = {
  result: WinesResult;
  selection: Selection;
  page: number;
  animal?: string;
  intro?: string;
  withMenuData?: boolean;
};

/** Shared by /wijnen and /wijnen/[animal]. */
export function WinesPage({ result, selection, page, animal, intro, withMenuData = false }: Props) {
  const known = animalNamed(animal);
  return (
    <>
      <PageHero eyebrow={animal ?? 'Wijnkaart'} title="Onze Wijnen">
        {intro ?? 'Ontdek onze exclusieve selectie wijnen'}
      </PageHero>
      {result.ok && withMenuData && <JsonLd data={menuJsonLd(result.wines, getSiteConfig())} />}
      {/* A trail for the six animal pages; another collection's page is a view of the menu,
          out of the index with its canonical at /wijnen (lib/wines/metadata). */}
      {known && (
        <JsonLd
          data={breadcrumbJsonLd(
            [
              { name: 'Onze Wijnen', path: '/wijnen' },
              { name: known.name, path: animalHref(known.name) },
            ],
            getSiteConfig(),
          )}
        />
      )}
      {result.ok ? (
        <WineList wines={result.wines} selection={selection} page={page} animal={animal} />
      ) : (
        <WinesUnavailable />
      )}
    </>
  );
}
