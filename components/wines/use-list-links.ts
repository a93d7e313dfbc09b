import { useEffect, useEffectEvent, type RefObject } from 'react';

import {
  LIST_ANCHOR,
  wineListHref,
  withoutOption,
  type FilterId,
  type Selection,
} from '@/lib/wines/selection';

import { handFocus, takeFocus, type HandOver } from './focus-hand-over';
import { followedLink, useViewLinks } from './use-view-links';

// The chips (`WineList`) name the filter and value they take out; "Wis alle filters" and "Toon
// alle wijnen" clear them all; the pager's steps lead to the list's start.
const CHIP = 'a[data-filter]';
const TAKES_OUT = `${CHIP}, a[data-clears-filters]`;
const TO_LIST = `a[href$="#${LIST_ANCHOR}"]`;

const mine = (to: HandOver): to is Exclude<HandOver, { filter: string }> => !('filter' in to);

/**
 * Where the focus goes in the view one of the list's links leads to (`focus-hand-over.ts`), named
 * as the link is followed: after a chip, the chip now in its place (or the one before it, or, with
 * none left, the bar's first filter); after a pager step, the list's start, where the step also
 * scrolls. The view mounts anew without the link followed, so the focus fell to the page's top,
 * and Chrome's Tab went on from about where the link had been: past the new page of wines, to the
 * pager.
 *
 * Called by the list's own box (`ListBox`), in React's handling of the click, before next/link's
 * handler follows the address: live from the moment the links are. A listener the filter bar added
 * in an effect came a moment later (a task, or the click itself when it is what hydrates the
 * page), and a chip tapped or an Enter pressed at once on a fresh page was followed without it.
 */
export function handOverFrom(event: MouseEvent) {
  const link = followedLink(event);
  if (link?.matches(TO_LIST)) {
    handFocus({ list: true });
  } else if (link?.matches(TAKES_OUT)) {
    handFocus({ chip: [...document.querySelectorAll(CHIP)].indexOf(link) });
  }
}

/**
 * The server-rendered links of the list around the filter bar, as the bar sees them: the chosen
 * values' chips, the links that clear them, the pager's steps.
 *
 * While a view chosen in the bar is on its way (`shown` is not yet `selection`), a chip takes its
 * value out of that choice: after ticking Rood, "Land: Italië wissen" keeps Rood. Its own link was
 * rendered from the view on screen and would lose it. (The page's script has long run by then.)
 *
 * In the view they lead to, the bar gives the focus where `handOverFrom` said.
 */
export function useListLinks(
  selection: Selection,
  shown: Selection,
  show: (selection: Selection) => void,
  animal: string | undefined,
  bar: RefObject<HTMLElement | null>,
) {
  const takeOut = useViewLinks((chip) => {
    const { filter, value = '' } = chip.dataset;
    const leadsTo = withoutOption(shown, filter as FilterId, value);
    show(leadsTo);
    return wineListHref(leadsTo, 0, animal);
  });

  // Before the link's own handler (next/link, listening on the way back up) follows its address,
  // and after `handOverFrom` (React's own listener, on the way down, came first).
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (shown !== selection && followedLink(event)?.matches(CHIP)) takeOut(event);
  });
  useEffect(() => {
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const to = takeFocus(mine);
    if (!to) return;
    if ('list' in to) {
      toListStart();
    } else {
      const chips = document.querySelectorAll<HTMLElement>(CHIP);
      const next = chips[Math.min(to.chip, chips.length - 1)];
      (next ?? bar.current?.querySelector('button'))?.focus({ preventScroll: true });
    }
  }, [bar]);
}

function toListStart() {
  const start = document.getElementById(LIST_ANCHOR);
  if (!start) return;
  // Focusable only for this: in the page's HTML, a browser would focus the fragment's target on
  // loading an address with it, ringed even after a mouse click (Chrome: a shared `#wijnlijst`).
  start.tabIndex = -1;
  start.focus({ preventScroll: true });
  // The step's fragment has scrolled there already (next/link), but not in every case: a step
  // taken while the page still glided down to it (Tab, then Enter at once) left the list's start
  // 20 to 100 px off its place below the header in Chrome, at times out of sight (the glide's
  // rest added to that scroll). Scrolled there once more a frame later, it lands where a click or
  // a fresh load puts it, in 48 of 48 tries (a no-op when it is there already).
  requestAnimationFrame(() => start.scrollIntoView());
}
