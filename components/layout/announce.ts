import { ANNOUNCER_ID } from '@/lib/content/navigation';

let clearing: ReturnType<typeof setTimeout> | undefined;

/** Emptied first so repeats are said again, and afterwards so it is not met later out of place. */
export function announce(text: string) {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  clearTimeout(clearing);
  region.textContent = '';
  clearing = setTimeout(() => {
    region.textContent = text;
    clearing = setTimeout(() => (region.textContent = ''), 10_000);
  }, 100);
}
