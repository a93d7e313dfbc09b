// A post as plain values, without zod: the action reads it so, and the browser too when a send fails.

export const TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'date',
  'guests',
  'people',
  'occasion',
  'message',
] as const;
const CHECKBOXES = ['keysAccepted', 'privacyAccepted'] as const;
/** Both forms' fields in the order they stand on the page. */
export const FIELD_ORDER = [...TEXT_FIELDS, ...CHECKBOXES];

/** Text fields as strings (a file or a missing field is empty), checkboxes as booleans. */
export function readForm(formData: FormData) {
  const values: Record<string, string | boolean> = {};
  for (const key of TEXT_FIELDS) {
    const raw = formData.get(key);
    values[key] = typeof raw === 'string' ? raw : '';
  }
  for (const key of CHECKBOXES) values[key] = formData.get(key) !== null;
  return values as Record<(typeof TEXT_FIELDS)[number], string> &
    Record<(typeof CHECKBOXES)[number], boolean>;
}

export type FormValues = ReturnType<typeof readForm>;
export type FieldErrors = Partial<Record<keyof FormValues, string[]>>;

/** A public form's answer: refused with what was typed, not sent, or sent. */
export type FormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors; values: FormValues }
  | { status: 'error'; message: string; values: FormValues }
  | { status: 'success' };
