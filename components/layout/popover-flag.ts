import { useCallback, useSyncExternalStore } from 'react';

/**
 * Open or closed as an empty popover: a button toggles it by itself (`popovertarget`), so what it
 * opens works without JavaScript and when tapped before the page's script has run; the stylesheet
 * shows what is open from the flag (`:popover-open`), and the component follows it with
 * `usePopoverFlag`.
 */

/** Browsers before popovers (Safari 16, Firefox 124): the script keeps the state itself. */
export const popovers = () => 'popover' in HTMLElement.prototype;

// Those browsers reject `:popover-open` with a SyntaxError, so it is asked only where it exists.
const isOpen = (id: string) =>
  popovers() && (document.getElementById(id)?.matches(':popover-open') ?? false);

/** Closes the flag, when it is open. */
export function closePopoverFlag(id: string) {
  if (isOpen(id)) document.getElementById(id)!.hidePopover();
}

/**
 * Whether the flag `id` is open: false on the server and in hydration (so they agree), then the
 * browser's reading, which knows a tap made before the script ran.
 */
export function usePopoverFlag(id: string): boolean {
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
