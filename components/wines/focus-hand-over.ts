/**
 * Where the focus goes in the view a choice leads to. Every view of the menu is another route
 * (proxy.ts), which mounts anew without what was followed: the focus would fall to the page's top.
 * So the choice names what takes it there: the filter whose option was chosen (its button), the
 * place of a chip taken out (the chip now there; `chip` -1 for a link that clears them all), or the
 * list's start after a pager step. One slot: the last choice made before a view comes decides.
 */
export type HandOver = { filter: string } | { chip: number } | { list: true };

let waiting: { to: HandOver; at: number; from: string } | null = null;

/** As a choice is followed. */
export function handFocus(to: HandOver) {
  waiting = { to, at: Date.now(), from: location.href };
}

/** As a view mounts: the hand-over, if `mine` accepts it, taken so it serves once. */
export function takeFocus<T extends HandOver>(mine: (to: HandOver) => to is T): T | undefined {
  // Only in another view than the one it was given in: a link followed at once on a fresh page
  // (the click itself hydrating it) is followed before that page's own effects have run, and
  // they would take it there, in the view being left (probed: the list's start of page 1 took
  // the focus, and page 2 came without it).
  if (!waiting || location.href === waiting.from || !mine(waiting.to)) return undefined;
  const { to, at } = waiting;
  waiting = null;
  // Only just after the choice: a navigation that never came must not steal focus later.
  return Date.now() - at < 10_000 ? to : undefined;
}
