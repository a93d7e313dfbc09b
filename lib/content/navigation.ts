import type { Locale } from '@/i18n/routing';

export const MAIN_ID = 'inhoud';
/** In the shell, not the page: a live region that comes with new content is not reliably read. */
export const ANNOUNCER_ID = 'aankondiging';

export const MENU_LINKS = [
  { href: '/event', label: 'event' },
  { href: '/erfgoed', label: 'heritage' },
  { href: '/inspiratie', label: 'inspiration' },
  { href: '/vrije-geesten', label: 'freeSpirits' },
  { href: '/club', label: 'club' },
  { href: '/agenda', label: 'agenda' },
  { href: '/contact', label: 'contact' },
] as const;

export const DESKTOP_LINKS = [
  { href: '/contact', label: 'contact' },
  { href: '/event', label: 'yourEvent' },
] as const;

export const MENU_CARDS = {
  nl: '/assets/menukaart.pdf',
  fr: '/assets/carte-des-vins.pdf',
  en: '/assets/wine-list.pdf',
} as const satisfies Record<Locale, string>;
export const MENU_CARD_PDF = MENU_CARDS.nl;
export const MENU_CARD_SHORT = '/menukaart';

export const isPdf = (href: string) => href.endsWith('.pdf') || href === MENU_CARD_SHORT;

export const FOOTER_LINKS = [
  { href: '/agenda', label: 'agenda' },
  { href: '/contact', label: 'visitUs' },
  { href: '/club', label: 'club' },
  { href: '/privacy', label: 'privacy' },
  { href: MENU_CARD_PDF, label: 'menuCard' },
] as const;

export const MENU_START = 'data-menu-start';
