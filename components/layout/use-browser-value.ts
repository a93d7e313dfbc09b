import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows, which does not change while the page is open: the server's
 * value in the server's render and in hydration (so they agree), the browser's from then on.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(unchanging, read, () => onServer);
}

/** Whether the page's script runs: false on the server, before hydration and without JavaScript. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
