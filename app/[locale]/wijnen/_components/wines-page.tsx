import type { ReactNode } from 'react';

import { PageHero } from '@/components/content/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { localizedPath, HTML_LANG } from '@/i18n/routing';
import { animalNamed } from '@/lib/content/animals';
import type { WinesResult } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { breadcrumbJsonLd, menuJsonLd } from '@/lib/structured-data';
import type { Selection } from '@/lib/wines/filters';

import { WineList } from './wine-list';
import { useWineWords } from '@/components/wines/wine-words';
import { WinesUnavailable } from './wines-unavailable';

type Props = {
  result: WinesResult;
  selection: Selection;
  page: number;
  animal?: string;
  intro?: ReactNode;
  withMenuData?: boolean;
};

export function WinesPage({ result, selection, page, animal, intro, withMenuData = false }: Props) {
  const known = animalNamed(animal);
  const { locale, t, type, country, region } = useWineWords();
  const list = localizedPath(locale, '/wijnen');
  return (
    <>
      <PageHero
        // A collection's name is Dutch on every page, and read out as Dutch.
        eyebrow={animal ? <span lang={HTML_LANG.nl}>{animal}</span> : t('eyebrow')}
        title={t('title')}
      >
        {intro ?? t('intro')}
      </PageHero>
      {result.ok && withMenuData && (
        <JsonLd
          data={menuJsonLd(result.wines, getSiteConfig(), {
            locale,
            name: t('menuName'),
            path: list,
            type,
            price: (label) => t(label),
            country,
            region,
          })}
        />
      )}
      {/* Another collection's page is a view of the menu, not a page with a trail. */}
      {known && (
        <JsonLd
          data={breadcrumbJsonLd(
            [
              { name: t('title'), path: list },
              {
                name: known.name,
                path: localizedPath(locale, '/wijnen/[...view]', { view: known.name }),
              },
            ],
            getSiteConfig(),
            localizedPath(locale, '/'),
          )}
        />
      )}
      {result.ok ? (
        <WineList wines={result.wines} selection={selection} page={page} />
      ) : (
        <WinesUnavailable />
      )}
    </>
  );
}
