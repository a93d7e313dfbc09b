import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cacheTag } from 'next/cache';
import { cache } from 'react';

import type { Locale } from '@/i18n/routing';
import { animalNamed } from '@/lib/content/animals';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { getWines } from '@/lib/firestore';
import {
  isFiltered,
  parseQuery,
  spelledAsData,
  type SearchParams,
  type Selection,
} from '@/lib/wines/filters';
import { viewDetail, wineListMetadata } from '@/lib/wines/metadata';

import { WinesPage } from './wines-page';
import { wineWords } from './wine-words';

type View = { locale: Locale; animal?: string; params: SearchParams };

/**
 * What the view chooses, as the wines spell it, and its page: worked out once per request for the
 * metadata and the page. An animal's address that chooses another collection too is a view of the
 * whole menu, not of the animal's wines.
 */
const viewOf = cache(async (animal: string | undefined, query: string) => {
  const result = await getWines();
  const parsed = parseQuery(
    JSON.parse(query) as SearchParams,
    animal ? { collectie: [animal] } : {},
  );
  const selection = result.ok ? spelledAsData(parsed.selection, result.wines) : parsed.selection;
  const own = selection.collectie.every((c) => c === animal);
  return { result, selection, page: parsed.page, animal: own ? animal : undefined };
});

const choice = ({ animal, params }: View) => viewOf(animal, JSON.stringify(params));

export async function wineViewMetadata(view: View): Promise<Metadata> {
  const { locale } = view;
  const { result, selection, page, animal } = await choice(view);
  const chosen = { ...selection, collectie: selection.collectie.filter((c) => c !== animal) };
  const filtered = isFiltered(chosen) || page > 0;
  const t = await getTranslations({ locale, namespace: 'Wines' });
  const words = {
    value: wineWords(locale, t).naming.value,
    page: (n: number) => t('pageDetail', { page: n }),
    more: (count: number) => t('more', { count }),
  };
  return wineListMetadata({
    locale,
    t: t as never,
    animals: (await getTranslations({ locale, namespace: 'Animals' })) as never,
    filtered,
    animal,
    detail:
      filtered && result.ok ? viewDetail(result.wines, selection, page, words, animal) : undefined,
  });
}

/** One rendering per language, view and wine list: the page itself renders per request. */
async function CachedWinesPage({
  locale,
  ...props
}: {
  locale: Locale;
  selection: Selection;
  page: number;
  animal?: string;
}) {
  'use cache';
  cacheTag(CACHE_TAGS.wines);
  // The language of the components below, which read it from the request outside a cache.
  setRequestLocale(locale);
  const result = await getWines();
  const t = await getTranslations({ locale, namespace: 'Wines' });
  const known = animalNamed(props.animal);
  const animals = await getTranslations({ locale, namespace: 'Animals' });
  return (
    <WinesPage
      result={result}
      {...props}
      intro={
        known
          ? t('animalIntro', { trait: animals(`${known.slug}.trait` as never), animal: known.name })
          : undefined
      }
      // The Menu structured data belongs to the canonical menu, not to each of its views.
      withMenuData={!props.animal && !isFiltered(props.selection) && props.page === 0}
    />
  );
}

/** /wijnen, /wijnen/[animal] and every filtered view of them. */
export async function WineView(view: View) {
  const { selection, page, animal } = await choice(view);
  return <CachedWinesPage locale={view.locale} selection={selection} page={page} animal={animal} />;
}
