import type { MetadataRoute } from 'next';

import { upcoming } from '@/lib/events/schema';
import { getEvents } from '@/lib/events/store';
import { getWines } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { sitemapEntries } from './sitemap-entries';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [result, agenda] = await Promise.all([getWines(), getEvents()]);
  return sitemapEntries(
    getSiteConfig().siteUrl,
    result.ok ? result.wines : undefined,
    agenda.ok ? upcoming(agenda.events, agenda.now) : [],
  );
}
