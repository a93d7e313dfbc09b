'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import { usePage } from '@/i18n/page';
import { MENU_START } from '@/lib/content/navigation';
import { headerModeFor } from '@/lib/routes';

import styles from './header.module.scss';
import { popovers, usePopoverToggle } from './popover-flag';
import { useBarScroll } from './use-bar-scroll';

const MENU_FLAG_ID = 'menu-open';

type Props = {
  brand: ReactNode;
  lead?: ReactNode;
  bar: ReactNode;
  menu: ReactNode;
  menuLabel: string;
};

export function HeaderShell({ brand, lead, bar, menu, menuLabel }: Props) {
  const mode = headerModeFor(usePage().page);
  const { open, close, toggle } = usePopoverToggle(MENU_FLAG_ID);
  const { atTop, hidden } = useBarScroll();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const button = toggleRef.current;
    const list = menuRef.current;
    // Past the language links at the top of the menu.
    (list?.querySelector<HTMLElement>(`[${MENU_START}] a`) ?? list?.querySelector('a'))?.focus();
    // A popover closes on Escape by itself; a browser without popovers needs telling.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    if (!popovers()) document.addEventListener('keydown', onKey);
    // Tabbing out of the menu closes it: focus must not sit on a link hidden behind it.
    const header = headerRef.current;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !header?.contains(event.target)) close();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      // Back to the button, unless a followed link sent the focus to the content (nav-link.tsx).
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
          // Also a link to this page or a keyboard-followed one; a click closes the popover itself.
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
