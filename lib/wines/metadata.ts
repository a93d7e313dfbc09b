import type { Metadata } from 'next';

import type { Locale } from '@/i18n/routing';
import { animalNamed } from '@/lib/content/animals';
import { SECTION_CARDS, sectionShareImage, shareCardPath } from '@/lib/content/share-cards';
import { localizedMetadata } from '@/lib/i18n-metadata';
import { someNamed } from '@/lib/text';

import {
  applyFilters,
  FILTER_IDS,
  offeredSelection,
  paginate,
  type FilterNaming,
  type Selection,
} from './filters';
import type { Wine } from './schema';

export type DetailWords = {
  value: FilterNaming['value'];
  page: (page: number) => string;
  more: (rest: number) => string;
};

// Names only options the wine list holds, so a made-up address cannot put its words in the title.
export function viewDetail(
  wines: Wine[],
  selection: Selection,
  page: number,
  words: DetailWords,
  animal?: string,
): string | undefined {
  const offered = offeredSelection(selection, wines);
  const chosen = FILTER_IDS.flatMap((id) =>
    offered[id].filter((v) => !(id === 'collectie' && v === animal)).map((v) => words.value(id, v)),
  );
  const named = someNamed(chosen, 3, words.more);
  const shown = paginate(applyFilters(wines, selection), page).page;
  return [named, shown > 0 ? words.page(shown + 1) : ''].filter(Boolean).join(' · ') || undefined;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

type Options = {
  locale: Locale;
  t: Translate;
  animals: Translate;
  filtered: boolean;
  animal?: string;
  detail?: string;
};

// Filtered views are noindex, so crawlers index the menu and the animal pages, not every combination.
export function wineListMetadata({
  locale,
  t,
  animals,
  filtered,
  animal,
  detail,
}: Options): Metadata {
  const base = animal ? t('animalMetaTitle', { animal }) : t('metaTitle');
  const known = animalNamed(animal);
  const trait = known && animals(`${known.slug}.trait`).toLocaleLowerCase(locale);
  const description = known
    ? t('animalDescription', {
        animal: known.name,
        trait: trait ?? '',
        inShort: animals(`${known.slug}.inShort`),
      })
    : animal
      ? t('collectionDescription', { animal })
      : t('metaDescription');
  const image = known
    ? {
        url: shareCardPath(known, locale),
        alt: t('shareAlt', { animal: known.name, trait: trait ?? '' }),
      }
    : sectionShareImage(SECTION_CARDS.wijnen, locale);
  const meta = { title: detail ? `${base} · ${detail}` : base, description, image };
  const otherCollection = animal !== undefined && !known;
  return {
    ...(known
      ? localizedMetadata(locale, '/wijnen/[...view]', { ...meta, params: { view: known.name } })
      : localizedMetadata(locale, '/wijnen', meta)),
    ...(filtered || otherCollection ? { robots: { index: false, follow: true } } : {}),
  };
}
