import type { MetadataRoute } from 'next';

import { MANIFEST_ICONS } from '@/lib/icons.mjs';
import { BACKGROUND_COLOR, SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from '@/lib/seo';

// `minimal-ui` keeps a back button and the address: a website to read, not an app.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: SITE_NAME,
    short_name: 'Locus Lex',
    description: SITE_DESCRIPTION,
    lang: 'nl-BE',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['food', 'lifestyle'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...MANIFEST_ICONS.map(({ src, size, purpose }) => ({
        src,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ],
    shortcuts: [
      { name: 'Onze wijnen', url: '/wijnen' },
      { name: 'Huur Locus Lex', short_name: 'Jouw event', url: '/event' },
      { name: 'Bezoek ons', url: '/contact' },
    ],
  };
}
