import { useLayoutEffect } from 'react';

/** The pause switches (MotionPause) a visitor turned on, by page and name, kept in this tab. */
const pausedSwitches = new Set<string>();

/**
 * A switch turned on is on again when the visitor comes back to its page: Next renders a page
 * afresh on Back, which set what they had stopped moving again.
 */
export function usePauseMemory(pathname: string) {
  useLayoutEffect(() => {
    const key = (input: HTMLInputElement) => `${pathname} ${input.getAttribute('aria-label')}`;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[data-motion-pause]')) {
      if (pausedSwitches.has(key(input))) input.checked = true;
      // Turned on before this ran (the switch works without the script): its change came before
      // the listener below, and Back would have set it moving again.
      else if (input.checked) pausedSwitches.add(key(input));
    }
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches('[data-motion-pause]')) return;
      if (input.checked) pausedSwitches.add(key(input));
      else pausedSwitches.delete(key(input));
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [pathname]);
}
