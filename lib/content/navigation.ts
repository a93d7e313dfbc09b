/** The page's content: the skip link's target, and where the keyboard starts after a shell link. */
export const MAIN_ID = 'inhoud';
/**
 * The shell's live region (`announce`): it outlives the pages, so what is written to it is read
 * out, where a region that comes with a new page's content is not reliably.
 */
export const ANNOUNCER_ID = 'aankondiging';

/** The full-screen menu. */
export const MENU_LINKS = [
  { href: '/event', label: 'Huur Locus Lex' },
  { href: '/erfgoed', label: 'Erfgoed' },
  { href: '/inspiratie', label: 'Inspiratie' },
  { href: '/vrije-geesten', label: 'Vrije Geesten' },
  { href: '/club', label: '1504 Club' },
  { href: '/contact', label: 'Contact' },
] as const;

/** The desktop bar (extra-large screens) besides the partner link and key. */
export const DESKTOP_LINKS = [
  { href: '/contact', label: 'Contact' },
  { href: '/event', label: 'Jouw Event' },
] as const;

export const MENU_CARD_PDF = '/assets/menukaart.pdf';
/** The menu card's short address, a permanent redirect to the PDF (decisions: a home slide links it). */
export const MENU_CARD_SHORT = '/menukaart';

/** Whether a link leads to a PDF (the menu card), which its name says (components/content/pdf-link). */
export const isPdf = (href: string) => href.endsWith('.pdf') || href === MENU_CARD_SHORT;

/** Footer. */
export const FOOTER_LINKS = [
  { href: '/contact', label: 'Bezoek ons' },
  { href: '/club', label: '1504 Club' },
  { href: '/privacy', label: 'Privacybeleid' },
  { href: MENU_CARD_PDF, label: 'Menukaart' },
] as const;
