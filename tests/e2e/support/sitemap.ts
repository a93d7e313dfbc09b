/**
 * A sitemap's `<lastmod>` by page: each entry's path (its absolute URL without `baseURL`, the home
 * page as '/') and its date, or undefined where the entry carries none.
 */
export function sitemapDates(xml: string, baseURL: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
      /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!.slice(baseURL.length) || '/',
      /<lastmod>([^<]+)<\/lastmod>/.exec(entry!)?.[1],
    ]),
  );
}
