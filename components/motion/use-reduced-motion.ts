import { useSyncExternalStore } from 'react';

import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '@/lib/motion';

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
