import { useLayoutEffect } from 'react';

const pausedSwitches = new Set<string>();

/** Next renders a page afresh on Back, which would set what the visitor stopped moving again. */
export function usePauseMemory(pathname: string) {
  useLayoutEffect(() => {
    const key = (input: HTMLInputElement) => `${pathname} ${input.getAttribute('aria-label')}`;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[data-motion-pause]')) {
      if (pausedSwitches.has(key(input))) input.checked = true;
      // Checked before this ran (it works without the script): its change event was missed.
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
