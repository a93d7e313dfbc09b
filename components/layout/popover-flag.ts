import { useCallback, useState, useSyncExternalStore } from 'react';

import { useHydrated } from './use-browser-value';

/**
 * Open or closed as an empty popover: a button toggles it by itself (`popovertarget`), so what it
 * opens works without JavaScript and when tapped before the page's script has run; the stylesheet
 * shows what is open from the flag (`:popover-open`).
 */

/** Browsers before popovers (Safari 16, Firefox 124): the script keeps the state itself. */
export const popovers = () => 'popover' in HTMLElement.prototype;

// Those browsers reject `:popover-open` with a SyntaxError, so it is asked only where it exists.
const isOpen = (id: string) =>
  popovers() && (document.getElementById(id)?.matches(':popover-open') ?? false);

function closePopoverFlag(id: string) {
  if (isOpen(id)) document.getElementById(id)!.hidePopover();
}

/**
 * Whether the flag `id` is open: false on the server and in hydration (so they agree), then the
 * browser's reading, which knows a tap made before the script ran.
 */
function usePopoverFlag(id: string): boolean {
  const follow = useCallback(
    (onChange: () => void) => {
      const flag = document.getElementById(id);
      flag?.addEventListener('toggle', onChange);
      return () => flag?.removeEventListener('toggle', onChange);
    },
    [id],
  );
  return useSyncExternalStore(
    follow,
    () => isOpen(id),
    () => false,
  );
}

/**
 * What opens with the flag `id`: whether it is open, how to close it, and the props of the button
 * that toggles it. In browsers without popovers the script keeps the state itself; before the
 * script runs, the browser names the button's state from the popover (no `aria-expanded` yet).
 */
export function usePopoverToggle(id: string) {
  const flagOpen = usePopoverFlag(id);
  const [ownOpen, setOwnOpen] = useState(false);
  const hydrated = useHydrated();
  const open = flagOpen || ownOpen;
  const close = useCallback(() => {
    closePopoverFlag(id);
    setOwnOpen(false);
  }, [id]);
  const toggle = {
    popoverTarget: id,
    'aria-expanded': hydrated ? open : undefined,
    onClick: () => {
      if (!popovers()) setOwnOpen((o) => !o);
    },
  };
  return { open, close, toggle };
}
