'use client';

import { useEffect } from 'react';

import { LIST_ANCHOR, LIST_ROOT } from '@/lib/wines/selection';

/** Whether the visitor's last click (or Enter on a link) was in the list of a view of the menu. */
let fromList = false;

/**
 * A filter, chip or page step leads to another view, a page of its own, and the focus would fall
 * back to the page's top. In the next view the keyboard goes on from the number of wines it
 * shows, which a screen reader then reads.
 */
export function ListFocus() {
  useEffect(() => {
    // The view shown: the ones left stay in the page, hidden, until they are visited again.
    const count = [...document.querySelectorAll<HTMLElement>(`[id="${LIST_ANCHOR}"]`)].find((el) =>
      el.checkVisibility(),
    );
    if (fromList) count?.focus({ preventScroll: true });
    fromList = false;
    const note = (event: MouseEvent) => {
      fromList = event.target instanceof Element && event.target.closest(`[${LIST_ROOT}]`) !== null;
    };
    document.addEventListener('click', note, true);
    return () => document.removeEventListener('click', note, true);
  }, []);
  return null;
}
