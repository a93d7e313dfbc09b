import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

import { opensElsewhere, type LinkClick } from '@/components/layout/link-click';

type Click = LinkClick &
  Pick<MouseEvent, 'target' | 'defaultPrevented'> & { preventDefault(): void };

/** The link a click follows in this tab: a plain click of the main button, not yet taken. */
export function followedLink(event: Click): HTMLAnchorElement | null {
  const link = (event.target as Element).closest('a');
  return link && !event.defaultPrevented && !opensElsewhere(event) ? link : null;
}

/**
 * What `next/link` does, for a list of plain links to wine views, with one listener on the list
 * (`onClick={follow}`): a page's filters hold about a hundred options, and a Link each (with its
 * pending ring) was a component each to hydrate (README "Speed": main-thread work on /wijnen
 * 3.17 -> 2.98 s, the animal page 3.57 -> 3.06 s). A chosen view comes client-side and keeps the
 * scroll position; nothing is prefetched (opening a list would fetch every view it shows, most of
 * them never cached and a render each on the server). Without JavaScript they are links as they
 * are, and a click with a modifier key or another button stays the browser's (a new tab, a new
 * window).
 *
 * `onChoose(link)` runs in the view's transition: what it sets with `useOptimistic` shows at once
 * and holds while that view is on its way, then gives way to what the view brings. It may return
 * another address to go to than the link's own (one worked out from a choice still on its way).
 */
export function useViewLinks(onChoose: (link: HTMLAnchorElement) => string | void) {
  const router = useRouter();

  return (event: Click) => {
    const link = followedLink(event);
    if (!link) return;
    event.preventDefault();
    startTransition(() => {
      const href = onChoose(link) ?? link.getAttribute('href')!;
      router.push(href, { scroll: false });
    });
  };
}
