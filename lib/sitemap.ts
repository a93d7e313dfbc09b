import type { MetadataRoute } from 'next';

import { ANIMAL_NAMES, animalHref } from './content/animals';
import { MENU_CARD_PDF } from './content/navigation';
import { PUBLIC_PAGES } from './routes';
import type { Wine } from './wines/schema';

/**
 * When the newest of these wines was last written, or nothing when none says. A search engine reads
 * a page's lastmod only while it proves true, so the pages made from wine data get the date of that
 * data, and the other pages none (their build date would claim changes they never had).
 */
export function lastWritten(wines: readonly Wine[]): Date | undefined {
  let newest: string | undefined;
  for (const { updatedAt } of wines)
    if (updatedAt && (!newest || updatedAt > newest)) newest = updatedAt;
  return newest ? new Date(newest) : undefined;
}

/** Every public page, the six animal pages and the menu card, with absolute URLs. */
export function sitemapEntries(siteUrl: string, wines?: readonly Wine[]): MetadataRoute.Sitemap {
  const entry = (
    path: string,
    priority: number,
    lastModified?: Date,
  ): MetadataRoute.Sitemap[number] => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    ...(lastModified && { lastModified }),
    changeFrequency: path.startsWith('/wijnen') ? 'weekly' : 'monthly',
    priority,
  });
  const allWines = wines && lastWritten(wines);
  return [
    ...PUBLIC_PAGES.map((path) =>
      path === '/wijnen' ? entry(path, 0.9, allWines) : entry(path, path === '/' ? 1 : 0.7),
    ),
    ...ANIMAL_NAMES.map((name) =>
      entry(
        animalHref(name),
        0.6,
        wines && lastWritten(wines.filter((wine) => wine.collection === name)),
      ),
    ),
    entry(MENU_CARD_PDF, 0.5, allWines),
  ];
}
