import { useCallback, useState, useSyncExternalStore } from 'react';

import { useHydrated } from './use-browser-value';

// State kept in an empty popover: its button toggles it without JavaScript, even before hydration.

export const popovers = () => 'popover' in HTMLElement.prototype;

// Those browsers reject `:popover-open` with a SyntaxError, so it is asked only where it exists.
const isOpen = (id: string) =>
  popovers() && (document.getElementById(id)?.matches(':popover-open') ?? false);

function closePopoverFlag(id: string) {
  if (isOpen(id)) document.getElementById(id)!.hidePopover();
}

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

/** No aria-expanded before hydration: the browser names the state from the popover. */
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
