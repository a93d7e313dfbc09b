import type { Metadata } from 'next';

export type ShareImage = { url: string; alt: string };

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
  // Named on every page, as a page's openGraph replaces the root's.
  image: ShareImage;
};

export const SITE_NAME = '1504 Locus Lex';
// What a search result shows before it cuts a title or a description off.
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_TEXT_MAX = 155;
export const SITE_DESCRIPTION =
  'Wijnbar, eventruimte en wijnclub in het oudste huis van Oudenaarde, sinds 1504 op de Markt.';
// The stylesheet's $wine, $parchment and $ink.
export const THEME_COLOR = '#6b1e2e';
export const BACKGROUND_COLOR = '#f6f0e4';
export const TEXT_COLOR = '#1d1a1b';

// `only` keeps a browser from darkening the pages itself, which turns the parchment near black.
export const COLOR_SCHEME = 'only light';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  image,
}: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${SITE_NAME}`;
  const card = { ...SHARE_CARD_SIZE, ...image };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SITE_NAME,
      locale: 'nl_BE',
      type: 'website',
      images: [card],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: card.url, alt: card.alt }],
    },
  };
}
