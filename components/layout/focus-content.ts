import { MAIN_ID } from '@/lib/content/navigation';

/** Where a page loaded anew starts the keyboard: its content, behind the skip link's target. */
export function focusContent() {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
