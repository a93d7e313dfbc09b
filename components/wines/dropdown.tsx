'use client';

import { useCallback, useEffect, useId, useRef } from 'react';

import { usePopoverToggle } from '@/components/layout/popover-flag';

import type { FilterLink } from '@/lib/wines/selection';

import styles from './filter-bar.module.scss';
import { PendingRing } from './link-pending';
import { useViewLinks } from './use-view-links';

/** `names`: the options are names, left as they are by a browser translating the page. */
type Props = { label: string; options: FilterLink[]; names?: boolean };

/**
 * The filter whose option was just chosen. The filtered view is another route (proxy.ts), so it
 * mounts a new dropdown: that one takes the focus, instead of the page's top.
 */
let chosenIn: { label: string; at: number } | null = null;

/**
 * One filter. Its options are real links to the filtered view (server-rendered, so without
 * JavaScript the list simply shows: `scripting: none` in its stylesheet). It receives plain data,
 * not elements, to keep the page's payload small, and each option is one bare link (its box is
 * drawn by the stylesheet): a filter can hold dozens. Whether the list is open is an empty popover
 * flag (`popover-flag.ts`) its button toggles by itself, so a tap before the page's script has run
 * opens it too; a manual one, as the list must stay open on the option chosen until its view comes.
 * Closes on its button, outside, when the focus leaves it and on Escape (which gives focus back to
 * its button); a choice's view, a new route, mounts a closed list with the focus on its button.
 */
export function Dropdown({ label, options, names = false }: Props) {
  const id = useId();
  const flag = `${id}open`;
  const { open, close, toggle } = usePopoverToggle(flag);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const count = options.filter((o) => o.selected).length;
  const { follow, pending } = useViewLinks(() => {
    chosenIn = { label, at: Date.now() };
  });

  useEffect(() => {
    if (chosenIn?.label !== label) return;
    // Only just after the choice: a navigation that never came must not steal focus later.
    if (Date.now() - chosenIn.at < 10_000) button.current?.focus({ preventScroll: true });
    chosenIn = null;
  }, [label]);

  useEffect(() => {
    // A list opened near the screen's bottom edge (a phone held sideways) would drop out of sight:
    // the page scrolls just enough to show it, below the bar (scroll-padding in globals.scss),
    // smoothly only where motion is welcome (the same stylesheet's scroll-behavior).
    if (open) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    // Opened, then left by the keyboard, before the script ran: the blur that closes it (below)
    // came before its listener. So when the list opens, or the script first sees it open, it
    // closes if the focus is already on something outside it. (A tap leaves the focus on its
    // button, or, in Safari, on nothing.)
    const focused = document.activeElement;
    if (open && focused && focused !== document.body && !root.current?.contains(focused)) close();
  }, [open, close]);

  const escape = useCallback(() => {
    close();
    button.current?.focus();
  }, [close]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    // Escape with the focus elsewhere (the dropdown's own keys are handled on it, below).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !root.current?.contains(event.target as Node)) escape();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, escape]);

  return (
    <div
      ref={root}
      className={styles.dropdown}
      data-open={open || undefined}
      // On the dropdown itself rather than only while React knows the list is open: the button
      // opens it natively, and an Escape pressed at once came before the open state and its
      // listener did, leaving the list open.
      onKeyDown={(event) => {
        if (event.key === 'Escape') escape();
      }}
      onBlur={(event) => {
        // The keyboard left the list (Tab past its last option): an open list would cover what
        // now has the focus. (Not when the window loses focus: then nothing is focused next.)
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <button ref={button} type="button" className={styles.toggle} aria-controls={id} {...toggle}>
        {label}
        {count > 0 && (
          <span className={styles.count}>
            {count}
            <span className="visually-hidden"> gekozen</span>
          </span>
        )}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panel} id={id} className={styles.panel}>
        {/* Choosing an option resets to the first page (spec §4) and closes the list: the list
            stays open, its option marked, until the view comes (a new route, with its own closed
            list). */}
        <ul className={styles.options} aria-label={label} onClick={follow}>
          {options.map((option) => (
            <li key={option.name}>
              <a
                href={option.href}
                // Each option leads to another combination with options of its own: crawlers are
                // not sent through them all (the views are noindex; the pages are followed).
                rel="nofollow"
                aria-current={option.selected ? 'true' : undefined}
                data-none={option.count === 0 || undefined}
                translate={names ? 'no' : undefined}
              >
                {option.name}
                {/* How many wines the option chooses in this view: where it leads, before it is
                    chosen, and which would lead to none. */}
                <span className={styles.tally} translate={names ? 'yes' : undefined}>
                  {option.count}
                  <span className="visually-hidden">
                    {option.count === 1 ? ' wijn' : ' wijnen'}
                  </span>
                </span>
                {option.selected && (
                  <span className="visually-hidden" translate="yes">
                    {' '}
                    (gekozen, klik om te wissen)
                  </span>
                )}
                <PendingRing pending={pending(option.href)} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <span id={flag} popover="manual" className={styles.flag} />
    </div>
  );
}
