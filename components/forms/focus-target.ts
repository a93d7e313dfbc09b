import type { FormState } from '@/lib/forms/submit';
import type { FieldErrors } from '@/lib/forms/values';

import { STATUS_ID } from './form-status';

/** Both forms' fields in the order they stand on the page (the club's are a subset). */
const FIELD_ORDER = [
  'name',
  'phone',
  'email',
  'date',
  'guests',
  'occasion',
  'message',
  'keysAccepted',
  'privacyAccepted',
] as const satisfies readonly (keyof FieldErrors)[];

/**
 * Where a submit's answer sends focus, so it is in view on a phone (the button sits below the
 * fields, the answer above it) and read out: the first field to fix, else the status or thanks.
 */
export function focusTarget(state: FormState): string | undefined {
  if (state.status === 'idle') return undefined;
  if (state.status === 'invalid') {
    return FIELD_ORDER.find((field) => state.errors[field]?.length) ?? STATUS_ID;
  }
  return STATUS_ID;
}

/**
 * Moves focus to what a submit's answer points at, with what belongs to it in view below the bar: a
 * control's whole field (its label above it, its message below), or the status.
 */
export function focusInView(element: HTMLElement, field: HTMLElement) {
  // The page's scroll-padding is where the bar ends, with room for the focus ring; read before
  // the focus, which adds a text control's label to it (form.module.scss).
  const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  element.focus({ preventScroll: true });
  const box = field.getBoundingClientRect();
  if (box.top < top || box.bottom > window.innerHeight) field.scrollIntoView({ block: 'center' });
}
