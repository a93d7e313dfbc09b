'use client';

import { useEffect } from 'react';

import { LIST_ANCHOR } from '@/lib/wines/selection';

/** The view of the wine menu on screen, while it is. */
let shown: string | undefined;

/**
 * A filter or chip chosen by keyboard leaves with the view it was in, and the focus would fall
 * back to the page's top. In the next view of the menu, the keyboard goes on from the number of
 * wines it shows, which a screen reader then reads. `view`: the view's address.
 */
export function ListFocus({ view }: { view: string }) {
  useEffect(
    () => () => {
      shown = undefined;
    },
    [],
  );
  useEffect(() => {
    const before = shown;
    shown = view;
    if (before === undefined || before === view) return;
    // A page step leads to the list's top (its fragment): the keyboard goes there with the eye.
    const step = window.location.hash === `#${LIST_ANCHOR}`;
    const focused = document.activeElement;
    if (step || !focused || focused === document.body || !focused.checkVisibility())
      document.getElementById(LIST_ANCHOR)?.focus({ preventScroll: true });
  }, [view]);
  return null;
}
