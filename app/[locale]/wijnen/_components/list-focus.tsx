'use client';

import { useEffect } from 'react';

import { LIST_ANCHOR, LIST_ROOT } from '@/lib/wines/selection';

let fromList = false;

// Each view is a page of its own: the focus would fall back to the top, not to the wine count.
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
