import type { Metadata } from 'next';

/** A page's own share card instead of the site's, with its text alternative. */
export type ShareImage = { url: string; alt: string };

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
  /** The page's own card, or the site's: named on every page, as its openGraph replaces the root's. */
  image: ShareImage;
};

export const SITE_NAME = '1504 Locus Lex';
export const SITE_DESCRIPTION =
  'Wijnbar, eventruimte en wijnclub in het oudste huis van Oudenaarde, sinds 1504 op de Markt.';
/** The browser's bar on phones and the installed site's title bar: the wine red ($wine). */
export const THEME_COLOR = '#6b1e2e';
/** The installed site's splash screen, before the first page paints: parchment ($parchment). */
export const BACKGROUND_COLOR = '#f6f0e4';
/** Text on that parchment ($ink), for the pages drawn outside the stylesheet. */
export const TEXT_COLOR = '#1d1a1b';

/**
 * The site's colours are the house's own, for light only: `only` also keeps a browser from
 * darkening the pages itself (Chrome on Android with dark themes for sites, and browsers like it),
 * which turned the parchment near black.
 */
export const COLOR_SCHEME = 'only light';

/** A share card's size: what link previews (Open Graph, X) show at full width. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

/** A page's title, description, canonical and share cards in one shape (nl-BE). */
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
