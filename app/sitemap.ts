import type { MetadataRoute } from 'next';

import { getWines } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { sitemapEntries } from '@/lib/sitemap';

// Cached like the wine pages whose dates it gives (lib/cache-tags: 5 minutes, and the `wines`
// tag on demand); without data it lists every page all the same, only without those dates.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const result = await getWines();
  return sitemapEntries(getSiteConfig().siteUrl, result.ok ? result.wines : undefined);
}
