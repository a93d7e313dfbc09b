import { useEffect, useRef } from 'react';

import { announce } from '@/components/layout/announce';
import { LIST_ANCHOR, PAGE_STATUS_ID } from '@/lib/wines/selection';

/**
 * What a screen reader is told as a view of the menu arrives, from what its list says ("12
 * wijnen", "Pagina 1 van 2": `now`) and what the view before said: what changed, or the count when
 * nothing did (a choice that leaves every wine in). Nothing on a visit's first view (no `before`),
 * which the reader reads as a page.
 */
export function viewNews(before: readonly string[] | undefined, now: readonly string[]): string {
  if (!before) return '';
  const changed = now.filter((said, i) => said !== '' && said !== before[i]);
  return (changed.length > 0 ? changed : now.slice(0, 1)).join('. ');
}

// What the last view shown in this tab said.
let before: string[] | undefined;

/**
 * Every view of the menu is another route, which mounts anew: its count and page status, new
 * elements, were no live region a reader heard change, and Next's own route announcer reads the
 * page's title before the view's has come (the first choice was said as "Onze Wijnen", the ones
 * after it not at all). So each view, as it mounts, has its news said through the shell's live
 * region: after ticking Rood "12 wijnen. Pagina 1 van 2", after "Volgende" "Pagina 2 van 2".
 */
export function useViewNews() {
  const said = useRef(false);
  useEffect(() => {
    // Once per view (React runs a new effect twice in development).
    if (said.current) return;
    said.current = true;
    const now = [LIST_ANCHOR, PAGE_STATUS_ID].map(
      (id) => document.getElementById(id)?.textContent ?? '',
    );
    const news = viewNews(before, now);
    before = now;
    if (news) announce(news);
  }, []);
}
