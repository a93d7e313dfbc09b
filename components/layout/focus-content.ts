import { MAIN_ID } from '@/lib/content/navigation';

export function focusContent() {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
