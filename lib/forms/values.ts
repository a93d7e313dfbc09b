// What a form sent, as plain values, without zod: the server action reads a post with it, and the
// browser reads the same form with it when a send fails before the server could answer.

import { LIMITS } from './constants';

export const TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'message',
  'date',
  'guests',
  'occasion',
] as const;
const CHECKBOXES = ['keysAccepted', 'privacyAccepted'] as const;

/**
 * Whatever was posted, whole, as plain form values: text fields as strings (a file or a missing
 * field becomes empty), checkboxes as booleans. The server holds no more than MAX_FORM_BYTES of a
 * post (next.config.ts), so nothing is cut here: the schema judges what was sent.
 */
export function readForm(formData: FormData) {
  const values: Record<string, string | boolean> = {};
  for (const key of TEXT_FIELDS) {
    const raw = formData.get(key);
    values[key] = typeof raw === 'string' ? raw : '';
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
/** Each field's messages, by name. */
export type FieldErrors = Partial<Record<keyof FormValues, string[]>>;

/** How much of each text an answer carries back: twice the message's limit. */
export const CARRIED_LENGTH = LIMITS.message * 2;

/** Values as a form's answer carries them back, each text cut at CARRIED_LENGTH. */
export function carried(values: FormValues): FormValues {
  const cut: Record<string, string | boolean> = { ...values };
  for (const key of TEXT_FIELDS) cut[key] = values[key].slice(0, CARRIED_LENGTH);
  return cut as FormValues;
}

/** The values an answer carried back, with each text it cut made whole again from what was sent. */
export function uncut(back: FormValues, sent: FormValues | undefined): FormValues {
  if (!sent) return back;
  const whole: Record<string, string | boolean> = { ...back };
  for (const key of TEXT_FIELDS)
    if (back[key].length === CARRIED_LENGTH && sent[key].startsWith(back[key]))
      whole[key] = sent[key];
  return whole as FormValues;
}
