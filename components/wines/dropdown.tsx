'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import styles from './filter-bar.module.scss';

type Props = { label: string; count: number; children: ReactNode };

/**
 * A filter dropdown. The options are server-rendered links; without JavaScript the list simply
 * shows (see `.js` in the root layout). Closes on its button, outside clicks, Escape and a choice.
 */
export function Dropdown({ label, count, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.dropdown} data-open={open || undefined}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        {count > 0 && <span className={styles.count}>{count}<span className="visually-hidden"> gekozen</span></span>}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div
        id={id}
        className={styles.panel}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
