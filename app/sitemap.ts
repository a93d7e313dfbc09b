import type { MetadataRoute } from 'next';

import { ANIMAL_PAGES, PUBLIC_PAGES } from '@/lib/routes';
import { getSiteConfig } from '@/lib/site-config';

export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = getSiteConfig();
  const page = (path: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path.startsWith('/wijnen') ? 'weekly' : 'monthly',
    priority,
  });
  return [
    ...PUBLIC_PAGES.map((path) => page(path, path === '/' ? 1 : path === '/wijnen' ? 0.9 : 0.7)),
    ...ANIMAL_PAGES.map((path) => page(path, 0.6)),
    page('/assets/menukaart.pdf', 0.5),
  ];
}
