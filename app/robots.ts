import type { MetadataRoute } from 'next';

import { getSiteConfig } from '@/lib/site-config';
import { VIEW_ROUTE } from '@/lib/wines/filters';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getSiteConfig();
  return {
    // The wine views' internal addresses (proxy.ts) are reached through /wijnen only.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', `${VIEW_ROUTE}/`] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
