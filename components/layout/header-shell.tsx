'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { headerModeFor } from '@/lib/routes';

import styles from './header.module.scss';

/** Spec §9: the bar's top styling and hiding both switch at 100 px. */
export const SCROLL_THRESHOLD = 100;

type Props = { brand: ReactNode; bar: ReactNode; menu: ReactNode };

/** The header's browser state: scroll position, hiding, and the full-screen menu. */
export function HeaderShell({ brand, bar, menu }: Props) {
  const mode = headerModeFor(usePathname());
  const [open, setOpen] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const [hidden, setHidden] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setAtTop(y <= SCROLL_THRESHOLD);
      if (y <= SCROLL_THRESHOLD) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const toggle = toggleRef.current;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
      toggle?.focus();
    };
  }, [open]);

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
    <header className={className} data-at-top={atTop} data-hidden={hidden && !open}>
      <div className={styles.inner}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.burger} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className={styles.toggleLabel}>Menu</span>
        </button>
        <div className={styles.brand}>{brand}</div>
        <div className={styles.bar}>{bar}</div>
      </div>
      <div
        id="site-menu"
        ref={menuRef}
        className={styles.overlay}
        hidden={!open}
        onClick={(event) => {
          // Following a menu link closes the menu, also when it points at the current page.
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {menu}
      </div>
    </header>
  );
}
