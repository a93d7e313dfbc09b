import { useSyncExternalStore } from 'react';

import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '@/lib/motion';

/**
 * The visitor's motion preference, followed live: a component re-renders when the setting
 * changes while the page is open. The server renders for full motion.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    prefersReducedMotion,
    () => false,
  );
}
