import type { MetadataRoute } from 'next';

import { HTML_LANG, pathIn, routing, type AppPathname, type Locale } from '@/i18n/routing';

import { ANIMAL_NAMES } from '@/lib/content/animals';
import { MENU_CARDS } from '@/lib/content/navigation';
import { PUBLIC_PAGES } from '@/lib/routes';
import type { Wine } from '@/lib/wines/schema';

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

/**
 * Every public page in each language, with the others as its alternates (x-default the Dutch
 * one), the six animal pages alike, and the menu card in each language; absolute URLs.
 */
export function sitemapEntries(siteUrl: string, wines?: readonly Wine[]): MetadataRoute.Sitemap {
  const url = (path: string) => `${siteUrl}${path === '/' ? '' : path}`;
  const entries = (
    page: AppPathname,
    priority: number,
    lastModified?: Date,
    params?: Record<string, string>,
  ): MetadataRoute.Sitemap => {
    const paths = Object.fromEntries(
      routing.locales.map((locale) => [locale, pathIn(locale, page, params)]),
    ) as Record<Locale, string>;
    const languages = Object.fromEntries([
      ...routing.locales.map((locale) => [HTML_LANG[locale], url(paths[locale])]),
      ['x-default', url(paths[routing.defaultLocale])],
    ]);
    return routing.locales.map((locale) => ({
      url: url(paths[locale]),
      ...(lastModified && { lastModified }),
      changeFrequency: page.startsWith('/wijnen') ? 'weekly' : 'monthly',
      priority,
      alternates: { languages },
    }));
  };
  const allWines = wines && lastWritten(wines);
  return [
    ...(PUBLIC_PAGES as AppPathname[]).flatMap((path) =>
      path === '/wijnen' ? entries(path, 0.9, allWines) : entries(path, path === '/' ? 1 : 0.7),
    ),
    ...ANIMAL_NAMES.flatMap((name) =>
      entries(
        '/wijnen/[...view]',
        0.6,
        wines && lastWritten(wines.filter((wine) => wine.collection === name)),
        { view: name },
      ),
    ),
    ...routing.locales.map((locale) => ({
      url: url(MENU_CARDS[locale]),
      ...(allWines && { lastModified: allWines }),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
  ];
}
