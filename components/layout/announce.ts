import { ANNOUNCER_ID } from '@/lib/content/navigation';

let clearing: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `text` to a screen reader, politely, through the shell's live region. Emptied first, so the
 * same words are said again; written a moment later, after the reader has seen it empty; and
 * emptied once said, so that it is not met later, out of place, reading the page on.
 */
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
