import type { MetadataRoute } from 'next';

import { HTML_LANG, localizedPath, routing, type AppPathname, type Locale } from '@/i18n/routing';

import { ANIMAL_NAMES } from '@/lib/content/animals';
import { MENU_CARDS } from '@/lib/content/navigation';
import { PUBLIC_PAGES } from '@/lib/routes';
import type { HouseEvent } from '@/lib/events/schema';
import type { Wine } from '@/lib/wines/schema';

// A search engine trusts lastmod only while it proves true: other pages get none, as a build date
// would claim changes they never had.
export function lastWritten(wines: readonly Wine[]): Date | undefined {
  let newest: string | undefined;
  for (const { updatedAt } of wines)
    if (updatedAt && (!newest || updatedAt > newest)) newest = updatedAt;
  return newest ? new Date(newest) : undefined;
}

/** `events`: the upcoming ones, each with its own page. */
export function sitemapEntries(
  siteUrl: string,
  wines?: readonly Wine[],
  events: readonly HouseEvent[] = [],
): MetadataRoute.Sitemap {
  const url = (path: string) => `${siteUrl}${path === '/' ? '' : path}`;
  const entries = (
    page: AppPathname,
    priority: number,
    lastModified?: Date,
    params?: Record<string, string>,
  ): MetadataRoute.Sitemap => {
    const paths = Object.fromEntries(
      routing.locales.map((locale) => [locale, localizedPath(locale, page, params)]),
    ) as Record<Locale, string>;
    const languages = Object.fromEntries([
      ...routing.locales.map((locale) => [HTML_LANG[locale], url(paths[locale])]),
      ['x-default', url(paths[routing.defaultLocale])],
    ]);
    return routing.locales.map((locale) => ({
      url: url(paths[locale]),
      ...(lastModified && { lastModified }),
      changeFrequency: page.startsWith('/wijnen') || page === '/agenda' ? 'weekly' : 'monthly',
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
    ...(wines ?? []).flatMap((wine) =>
      entries('/wijnen/wijn/[wine]', 0.5, wine.updatedAt ? new Date(wine.updatedAt) : undefined, {
        wine: wine._id,
      }),
    ),
    ...events.flatMap((event) =>
      entries('/agenda/[event]', 0.6, event.updatedAt ? new Date(event.updatedAt) : undefined, {
        event: event.id,
      }),
    ),
    ...routing.locales.map((locale) => ({
      url: url(MENU_CARDS[locale]),
      ...(allWines && { lastModified: allWines }),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
  ];
}
