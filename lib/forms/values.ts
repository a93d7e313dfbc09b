// What a form sent, as plain values, without zod: the server action reads a post with it, and the
// browser reads the same form with it when a send fails before the server could answer.

import { LIMITS } from './constants';

const TEXT_FIELDS = ['name', 'phone', 'email', 'message', 'date', 'guests', 'occasion'] as const;
const CHECKBOXES = ['keysAccepted', 'privacyAccepted'] as const;

/**
 * Whatever was posted, as plain form values: text fields as strings (a file or a missing field
 * becomes empty), checkboxes as booleans. Oversized values are cut well past the caps, so the
 * schema reports them without the server holding megabytes.
 */
export function readForm(formData: FormData) {
  const values: Record<string, string | boolean> = {};
  for (const key of TEXT_FIELDS) {
    const raw = formData.get(key);
    values[key] = typeof raw === 'string' ? raw.slice(0, LIMITS.message * 2) : '';
  }
  for (const key of CHECKBOXES) values[key] = formData.get(key) !== null;
  return values as {
    name: string;
    phone: string;
    email: string;
    message: string;
    date: string;
    guests: string;
    occasion: string;
    keysAccepted: boolean;
    privacyAccepted: boolean;
  };
}

export type FormValues = ReturnType<typeof readForm>;
