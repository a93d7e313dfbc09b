import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(unchanging, read, () => onServer);
}

export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
