'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import { usePage } from '@/i18n/page';
import { MENU_START } from '@/lib/content/navigation';
import { headerModeFor } from '@/lib/routes';

import styles from './header.module.scss';
import { popovers, usePopoverToggle } from './popover-flag';
import { useBarScroll } from './use-bar-scroll';

/**
 * Whether the menu is open is the state of an empty popover (`popover-flag.ts`), which the Menu
 * button toggles by itself: so the menu opens without JavaScript too, and when tapped before the
 * page's script has run.
 */
export const MENU_FLAG_ID = 'menu-open';

type Props = {
  brand: ReactNode;
  /** Beside the menu button: the other languages. */
  lead?: ReactNode;
  bar: ReactNode;
  menu: ReactNode;
  menuLabel: string;
};

/** The header's browser state: scroll position, hiding, and the full-screen menu. */
export function HeaderShell({ brand, lead, bar, menu, menuLabel }: Props) {
  const mode = headerModeFor(usePage().page);
  // A tap before this ran has already opened the menu: the first reading after hydration says so.
  const { open, close, toggle } = usePopoverToggle(MENU_FLAG_ID);
  const { atTop, hidden } = useBarScroll();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const button = toggleRef.current;
    const list = menuRef.current;
    // The site's first page, below the other languages (header.tsx).
    (list?.querySelector<HTMLElement>(`[${MENU_START}] a`) ?? list?.querySelector('a'))?.focus();
    // A popover closes on Escape by itself; a browser without popovers needs telling.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    if (!popovers()) document.addEventListener('keydown', onKey);
    // The menu covers the page: the keyboard leaving it (Tab past its last link) closes it, so the
    // focus never stays on a link hidden behind it (WCAG 2.4.11); the bar above it is in view.
    const header = headerRef.current;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !header?.contains(event.target)) close();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      // The focus returns to the button from the closing menu or from nowhere (a click beside the
      // links); a link that led on has sent it to the page's content (nav-link.tsx).
      const active = document.activeElement;
      if (!active || active === document.body || list?.contains(active)) button?.focus();
    };
  }, [open, close]);

  const className = [
    styles.header,
    styles[mode],
    atTop && styles.atTop,
    hidden && !open && styles.hidden,
    open && styles.open,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header ref={headerRef} className={className} data-at-top={atTop} data-hidden={hidden && !open}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-controls="site-menu"
            {...toggle}
          >
            <span className={styles.burger} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className={styles.toggleLabel}>{menuLabel}</span>
          </button>
          {lead}
        </div>
        <div className={styles.brand}>{brand}</div>
        <div className={styles.bar}>{bar}</div>
      </div>
      <div
        id="site-menu"
        ref={menuRef}
        className={styles.overlay}
        hidden={!open}
        onClick={(event) => {
          // Following a menu link closes the menu, also when it points at the current page and
          // when the link was followed by keyboard (a click closes the popover by itself).
          if (!(event.target as Element).closest('a')) return;
          close();
        }}
      >
        {menu}
      </div>
      <span id={MENU_FLAG_ID} popover="auto" className={styles.flag} />
    </header>
  );
}
