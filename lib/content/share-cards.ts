import type { Locale } from '@/i18n/routing';
import { getTranslator } from '@/lib/messages';
import type { ShareImage } from '@/lib/seo';

export type SectionCard = {
  key: 'erfgoed' | 'club' | 'event' | 'wijnen' | 'inspiratie' | 'vrijeGeesten' | 'contact';
  slug: string;
  /** Cut to the card's 16:10 picture frame. */
  art: string;
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

export function sectionWords(card: SectionCard, locale: Locale) {
  const t = getTranslator(locale, 'ShareCards');
  // The card's typeface has no narrow no-break space: the ordinary one instead.
  const drawn = (key: 'title' | 'line' | 'section') =>
    t(`${card.key}.${key}`).replace(/\u202f/g, '\u00a0');
  return {
    title: drawn('title'),
    line: drawn('line'),
    section: drawn('section'),
    alt: t(`${card.key}.alt`),
  };
}

export function shareCardFile(card: { slug: string }, locale: Locale = 'nl'): string {
  return locale === 'nl' ? `${card.slug}.png` : `${locale}-${card.slug}.png`;
}

export function shareCardPath(card: { slug: string }, locale: Locale = 'nl'): string {
  return `/deelkaart/${shareCardFile(card, locale)}`;
}

export function sectionShareImage(card: SectionCard, locale: Locale): ShareImage {
  return { url: shareCardPath(card, locale), alt: sectionWords(card, locale).alt };
}
