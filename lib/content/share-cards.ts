import type { Locale } from '@/i18n/routing';
import { wordsIn } from '@/lib/messages';
import type { ShareImage } from '@/lib/seo';

/**
 * A section's share card (app/deelkaart/[file]): what a link to one of its pages shows in a chat or
 * a feed, instead of the site's own card. Its words (title, line, the section at the card's foot,
 * and the alt text) are the `ShareCards` messages under its key, one card per language.
 */
export type SectionCard = {
  key: 'erfgoed' | 'club' | 'event' | 'wijnen' | 'inspiratie' | 'vrijeGeesten' | 'contact';
  slug: string;
  /** A drawing under public/, cut to the card's picture frame (16:10). */
  art: string;
  /** A drawing on the night sky: the card is dark, as the page's opening is. */
  dark: boolean;
};

export const SECTION_CARDS = {
  erfgoed: { key: 'erfgoed', slug: 'erfgoed', art: '/images/home/huis.webp', dark: false },
  club: { key: 'club', slug: 'club', art: '/images/club/sleutel.webp', dark: true },
  event: { key: 'event', slug: 'event', art: '/images/home/slide-kelder.webp', dark: true },
  wijnen: { key: 'wijnen', slug: 'wijnen', art: '/images/home/slide-glazen.webp', dark: true },
  inspiratie: {
    key: 'inspiratie',
    slug: 'inspiratie',
    art: '/images/home/slide-glazen.webp',
    dark: true,
  },
  vrijeGeesten: {
    key: 'vrijeGeesten',
    slug: 'vrije-geesten',
    art: '/images/vrije-geesten/kolibrie.webp',
    dark: false,
  },
  contact: { key: 'contact', slug: 'contact', art: '/images/contact/kaart.webp', dark: false },
} as const satisfies Record<string, SectionCard>;

/** A section card's words in a language. */
export function sectionWords(card: SectionCard, locale: Locale) {
  const t = wordsIn(locale, 'ShareCards');
  // The card's face has no narrow no-break space (French spacing): it gets the wider one it has.
  const drawn = (key: 'title' | 'line' | 'section') =>
    t(`${card.key}.${key}`).replace(/\u202f/g, '\u00a0');
  return {
    title: drawn('title'),
    line: drawn('line'),
    section: drawn('section'),
    alt: t(`${card.key}.alt`),
  };
}

/** The file of an animal's or a section's share card in a language (app/deelkaart/[file]). */
export function shareCardFile(card: { slug: string }, locale: Locale = 'nl'): string {
  return locale === 'nl' ? `${card.slug}.png` : `${locale}-${card.slug}.png`;
}

/** Where an animal's or a section's share card is, for its pages' link previews. */
export function shareCardPath(card: { slug: string }, locale: Locale = 'nl'): string {
  return `/deelkaart/${shareCardFile(card, locale)}`;
}

/** A section's card in a language, for its pages' link previews (`pageMetadata`'s `image`). */
export function sectionShareImage(card: SectionCard, locale: Locale): ShareImage {
  return { url: shareCardPath(card, locale), alt: sectionWords(card, locale).alt };
}
