import type { MetadataRoute } from 'next';

import { getWines } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { sitemapEntries } from './sitemap-entries';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const result = await getWines();
  return sitemapEntries(getSiteConfig().siteUrl, result.ok ? result.wines : undefined);
}
