import { useEffect, useEffectEvent, type RefObject } from 'react';

import { wineListHref, withoutOption, type FilterId, type Selection } from '@/lib/wines/selection';

import { handFocus, takeFocus } from './focus-hand-over';
import { followedLink, useViewLinks } from './use-view-links';

// The chips (`WineList`) name the filter and value they take out; "Wis alle filters" and "Toon
// alle wijnen" clear them all.
const CHIP = 'a[data-filter]';
const TAKES_OUT = `${CHIP}, a[data-clears-filters]`;

/**
 * The chosen values' chips, server-rendered links, as the filter bar sees them.
 *
 * While a view chosen in the bar is on its way (`shown` is not yet `selection`), a chip takes its
 * value out of that choice: after ticking Rood, "Land: Italië wissen" keeps Rood. Its own link was
 * rendered from the view on screen and would lose it.
 *
 * In the view a chip leads to, the focus goes to the chip now in its place (or the one before it,
 * or, with none left, the bar's first filter), as a chosen filter's button keeps it
 * (`focus-hand-over.ts`).
 */
export function useChips(
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

  // Before the chip's own link (next/link, listening on the way back up) follows its address.
  const onClick = useEffectEvent((event: MouseEvent) => {
    const link = followedLink(event)?.closest(TAKES_OUT);
    if (!link) return;
    handFocus({ chip: [...document.querySelectorAll(CHIP)].indexOf(link) });
    if (shown !== selection && link.matches(CHIP)) takeOut(event);
  });
  useEffect(() => {
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const to = takeFocus((to) => 'chip' in to);
    if (!to) return;
    const chips = document.querySelectorAll<HTMLElement>(CHIP);
    const next = chips[Math.min(to.chip, chips.length - 1)];
    (next ?? bar.current?.querySelector('button'))?.focus({ preventScroll: true });
  }, [bar]);
}
