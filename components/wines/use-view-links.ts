import { useRouter } from 'next/navigation';
import { useState, useTransition, type MouseEvent } from 'react';

/**
 * What `next/link` does, for a list of plain links to wine views, with one listener on the list
 * (`onClick={follow}`): a page's filters hold about a hundred options, and a Link each (with its
 * pending ring) was a component each to hydrate (README "Speed": main-thread work on /wijnen
 * 3.17 -> 2.98 s, the animal page 3.57 -> 3.06 s). A chosen view comes client-side and keeps the
 * scroll position; nothing is prefetched (opening a list would fetch every view it shows, most of
 * them never cached and a render each on the server); `pending(href)` holds while the chosen view
 * is on its way. Without JavaScript they are links as they are, and a click with a modifier key
 * or another button stays the browser's (a new tab, a new window).
 */
export function useViewLinks(onChoose: () => void) {
  const router = useRouter();
  const [going, startGoing] = useTransition();
  const [chosen, setChosen] = useState<string | null>(null);

  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = link.getAttribute('href')!;
    onChoose();
    setChosen(href);
    startGoing(() => router.push(href, { scroll: false }));
  };
  return { follow, pending: (href: string) => going && chosen === href };
}
