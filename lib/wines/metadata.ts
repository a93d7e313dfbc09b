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

/** A view's words in the page's language: its options' names, "pagina 2", "en 2 meer". */
export type DetailWords = {
  value: FilterNaming['value'];
  page: (page: number) => string;
  more: (rest: number) => string;
};

/**
 * What a view shows beyond its page, for its title: "Rood, Frankrijk · pagina 2". Only options
 * that exist in the wine list are named, so a made-up query string cannot put its own words in
 * the title (or in a link preview); the page is the one shown, as the pager clamps it.
 */
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

/** The messages a wine page's metadata reads: `Wines`, and `Animals` for an animal's traits. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

type Options = {
  locale: Locale;
  t: Translate;
  animals: Translate;
  filtered: boolean;
  animal?: string;
  detail?: string;
};

/**
 * Filtered views (any query string) are `noindex, follow` with a canonical to the unfiltered page,
 * so crawlers index the menu and the animal pages, not every combination. Their titles say what
 * they show, for tabs, history and shared links.
 */
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
  // An animal's page says in a search result, and in a shared link's preview, what sets its
  // wines apart; the six would otherwise read alike but for the name.
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
  // The six animals' pages are pages of their own; everything else is the menu or a view of it.
  const otherCollection = animal !== undefined && !known;
  return {
    ...(known
      ? localizedMetadata(locale, '/wijnen/[...view]', { ...meta, params: { view: known.name } })
      : localizedMetadata(locale, '/wijnen', meta)),
    ...(filtered || otherCollection ? { robots: { index: false, follow: true } } : {}),
  };
}
