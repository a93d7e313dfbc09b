import type { ShareImage } from '@/lib/seo';

/**
 * A section's share card (app/deelkaart/[file]): what a link to one of its pages shows in a chat or
 * a feed, instead of the site's own card.
 */
export type SectionCard = {
  slug: string;
  title: string;
  line: string;
  /**
   * The section, before the address, at the card's foot ('Erfgoed · Markt 37, Oudenaarde'): one
   * word, so the foot keeps to one line.
   */
  section: string;
  /** A drawing under public/, cut to the card's picture frame (16:10). */
  art: string;
  /** A drawing on the night sky: the card is dark, as the page's opening is. */
  dark: boolean;
  /** What the card shows, for link previews that read it out. */
  alt: string;
};

export const SECTION_CARDS = {
  erfgoed: {
    slug: 'erfgoed',
    title: 'Het oudste huis van Oudenaarde',
    line: 'Vijf eeuwen op de Markt',
    section: 'Erfgoed',
    art: '/images/home/huis.webp',
    dark: false,
    alt: 'Het oudste huis van Oudenaarde: de trapgevel van 1504 Locus Lex op de Markt',
  },
  club: {
    slug: 'club',
    title: '1504 Club',
    line: 'Zeven sleutels, vierenvijftig leden, één huis.',
    section: 'Wijnclub',
    art: '/images/club/sleutel.webp',
    dark: true,
    alt: '1504 Club, de wijnclub op uitnodiging van 1504 Locus Lex: een gouden sleutel met zeven robijnen',
  },
  event: {
    slug: 'event',
    title: 'Jouw evenement',
    line: 'Een salon, proeverij, diner of lezing in een huis uit 1504',
    section: 'Eventruimte',
    art: '/images/home/slide-kelder.webp',
    dark: true,
    alt: 'Jouw evenement bij 1504 Locus Lex: de gewelfde kelder met eiken vaten',
  },
  wijnen: {
    slug: 'wijnen',
    title: 'Onze Wijnen',
    line: 'Ontdek onze exclusieve selectie wijnen',
    section: 'Wijnkaart',
    art: '/images/home/slide-glazen.webp',
    dark: true,
    alt: 'De wijnkaart van 1504 Locus Lex: een glas rood en een glas wit',
  },
  inspiratie: {
    slug: 'inspiratie',
    title: 'Welk wijndier ben jij?',
    line: 'Zes dieren, zes persoonlijkheden',
    section: 'Inspiratie',
    art: '/images/home/slide-glazen.webp',
    dark: true,
    alt: 'Welk wijndier ben jij? Wijninspiratie van 1504 Locus Lex: een glas rood en een glas wit',
  },
  vrijeGeesten: {
    slug: 'vrije-geesten',
    title: 'Vrije Geesten',
    line: 'Alle smaak, geen alcohol.',
    section: 'Alcoholvrij',
    art: '/images/vrije-geesten/kolibrie.webp',
    dark: false,
    alt: 'Vrije Geesten, de alcoholvrije wijnen van 1504 Locus Lex: een kolibrie boven bloeiende ranken',
  },
  contact: {
    slug: 'contact',
    title: 'Bezoek ons',
    line: 'Enkel open bij evenementen of privéboekingen',
    section: 'Contact',
    art: '/images/contact/kaart.webp',
    dark: false,
    alt: 'Bezoek 1504 Locus Lex: een kaart van de Markt van Oudenaarde met het huis op nummer 37',
  },
} as const satisfies Record<string, SectionCard>;

/** The file of an animal's or a section's share card, by its slug (app/deelkaart/[file]). */
export function shareCardFile(card: { slug: string }): string {
  return `${card.slug}.png`;
}

/** Where an animal's or a section's share card is, for its pages' link previews. */
export function shareCardPath(card: { slug: string }): string {
  return `/deelkaart/${shareCardFile(card)}`;
}

/** A section's card, for its pages' link previews (`pageMetadata`'s `image`). */
export function sectionShareImage(card: SectionCard): ShareImage {
  return { url: shareCardPath(card), alt: card.alt };
}
