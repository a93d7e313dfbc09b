import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/seo';

import type { SearchParams } from './filters';

type Options = { path: string; params: SearchParams; animal?: string };

/**
 * Filtered views (any query string) are `noindex, follow` with a canonical to the unfiltered
 * page, so crawlers index /wijnen and the animal pages, not every combination.
 */
export function wineListMetadata({ path, params, animal }: Options): Metadata {
  const filtered = Object.values(params).some((v) => v !== undefined);
  const title = animal ? `Wijnen van ${animal}` : 'Onze Wijnen';
  const description = animal
    ? `De wijnen van ${animal} bij 1504 Locus Lex in Oudenaarde: per glas en per fles, te filteren op type, land, regio en wijnhuis.`
    : 'De volledige wijnkaart van 1504 Locus Lex op de Markt van Oudenaarde: rood, wit, rosé en mousserend, per glas en per fles.';
  return {
    ...pageMetadata({ title, description, path }),
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}
