import type { Locale } from '@/i18n/routing';

/** The page's content: the skip link's target, and where the keyboard starts after a shell link. */
export const MAIN_ID = 'inhoud';
/**
 * The shell's live region (`announce`): it outlives the pages, so what is written to it is read
 * out, where a region that comes with a new page's content is not reliably.
 */
export const ANNOUNCER_ID = 'aankondiging';

/** The full-screen menu; each label is a key of the `Nav` messages. */
export const MENU_LINKS = [
  { href: '/event', label: 'event' },
  { href: '/erfgoed', label: 'heritage' },
  { href: '/inspiratie', label: 'inspiration' },
  { href: '/vrije-geesten', label: 'freeSpirits' },
  { href: '/club', label: 'club' },
  { href: '/contact', label: 'contact' },
] as const;

/** The desktop bar (extra-large screens) besides the partner link and key. */
export const DESKTOP_LINKS = [
  { href: '/contact', label: 'contact' },
  { href: '/event', label: 'yourEvent' },
] as const;

/** The menu card in each language, a PDF made from the wine list (app/assets/[card]). */
export const MENU_CARDS = {
  nl: '/assets/menukaart.pdf',
  fr: '/assets/carte-des-vins.pdf',
  en: '/assets/wine-list.pdf',
} as const satisfies Record<Locale, string>;
export const MENU_CARD_PDF = MENU_CARDS.nl;
/** The menu card's short address, a permanent redirect to the PDF (decisions: a home slide links it). */
export const MENU_CARD_SHORT = '/menukaart';

/** Whether a link leads to a PDF (the menu card), which its name says (components/content/pdf-link). */
export const isPdf = (href: string) => href.endsWith('.pdf') || href === MENU_CARD_SHORT;

/** Footer. */
export const FOOTER_LINKS = [
  { href: '/contact', label: 'visitUs' },
  { href: '/club', label: 'club' },
  { href: '/privacy', label: 'privacy' },
  { href: MENU_CARD_PDF, label: 'menuCard' },
] as const;

/** Marks the menu's own links, where the keyboard starts when the menu opens. */
export const MENU_START = 'data-menu-start';
