import type { Metadata } from 'next';

import { animalHref, animalNamed } from '@/lib/content/animals';
import { SECTION_CARDS, sectionShareImage, shareCardPath } from '@/lib/content/share-cards';
import { pageMetadata } from '@/lib/seo';
import { someNamed } from '@/lib/text';

import { applyFilters, FILTER_IDS, offeredSelection, paginate, type Selection } from './filters';
import type { Wine } from './schema';

type Options = { filtered: boolean; animal?: string; detail?: string };

/**
 * What a view shows beyond its page, for its title: "Rood, Frankrijk · pagina 2". Only options
 * that exist in the wine list are named, so a made-up query string cannot put its own words in
 * the title (or in a link preview); the page is the one shown, as the pager clamps it.
 */
export function viewDetail(
  wines: Wine[],
  selection: Selection,
  page: number,
  animal?: string,
): string | undefined {
  const offered = offeredSelection(selection, wines);
  const chosen = FILTER_IDS.flatMap((id) =>
    offered[id].filter((v) => !(id === 'collectie' && v === animal)),
  );
  const named = someNamed(chosen);
  const shown = paginate(applyFilters(wines, selection), page).page;
  return [named, shown > 0 ? `pagina ${shown + 1}` : ''].filter(Boolean).join(' · ') || undefined;
}

/**
 * Filtered views (any query string) are `noindex, follow` with a canonical to the unfiltered page,
 * so crawlers index /wijnen and the animal pages, not every combination. Their titles say what they
 * show, for tabs, history and shared links.
 */
export function wineListMetadata({ filtered, animal, detail }: Options): Metadata {
  const base = animal ? `Wijnen van ${animal}` : 'Onze Wijnen';
  const known = animalNamed(animal);
  // An animal's page says in a search result, and in a shared link's preview, what sets its
  // wines apart; the six would otherwise read alike but for the name.
  const description = known
    ? `${known.name}, ${known.trait.toLowerCase()}: ${known.inShort}. Per glas en per fles, op de Markt van Oudenaarde.`
    : animal
      ? `De wijnen van ${animal} bij 1504 Locus Lex in Oudenaarde: per glas en per fles, te filteren op type, land, regio en wijnhuis.`
      : 'De volledige wijnkaart van 1504 Locus Lex op de Markt van Oudenaarde: rood, wit, rosé en mousserend, per glas en per fles.';
  // One of the six animals shares as its own card: its medallion, name and trait; the menu as
  // the wine list's.
  const image = known
    ? {
        url: shareCardPath(known),
        alt: `${known.name}, ${known.trait.toLowerCase()}: de wijnen van 1504 Locus Lex`,
      }
    : sectionShareImage(SECTION_CARDS.wijnen);
  // The six animals' pages are pages of their own; everything else is /wijnen or a view of it.
  const otherCollection = animal !== undefined && !known;
  const path = known ? animalHref(known.name) : '/wijnen';
  return {
    ...pageMetadata({ title: detail ? `${base} · ${detail}` : base, description, path, image }),
    ...(filtered || otherCollection ? { robots: { index: false, follow: true } } : {}),
  };
}
