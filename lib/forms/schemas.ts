import { z } from 'zod';

import { visibleLine, visibleLines } from '@/lib/text';

import {
  FORM_ERRORS,
  isCalendarDate,
  lastEventDate,
  LIMITS,
  MAX_GUESTS,
  OCCASIONS,
  todayInBelgium,
  UNREAD,
  type FormError,
} from './constants';
import type { FieldErrors, FormValues } from './values';

export { LIMITS, MAX_GUESTS, OCCASIONS, todayInBelgium };

/** A refusal by its message key (`Forms.errors`): the answer says it in the page's language. */
export const MESSAGES = Object.fromEntries(Object.keys(FORM_ERRORS).map((key) => [key, key])) as {
  [K in FormError]: K;
};

// Each one line (`visibleLine`, lib/text.ts): nothing typed can break a mail header, nor turn the
// rest of the staff's subject line around ("Nieuw clublid: …"); and a value with nothing to see is
// no value: "verplicht".
const name = z
  .string()
  .transform(visibleLine)
  .pipe(
    z.string().min(1, { error: MESSAGES.name, abort: true }).max(LIMITS.name, MESSAGES.nameTooLong),
  );
const phone = z
  .string()
  .transform(visibleLine)
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.phone, abort: true })
      .max(LIMITS.phone, { error: MESSAGES.phoneTooLong, abort: true })
      .regex(/^\+?[\d\s().\/-]{6,}$/, MESSAGES.phoneInvalid)
      .refine((v) => v.replace(/\D/g, '').length >= 6, MESSAGES.phoneInvalid),
  );
const email = z
  .string()
  .transform(visibleLine)
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.email, abort: true })
      .max(LIMITS.email, { error: MESSAGES.emailTooLong, abort: true })
      .pipe(z.email({ error: MESSAGES.emailInvalid })),
  );
const message = (required: boolean) =>
  z
    .string()
    .transform(visibleLines)
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error: MESSAGES.message, abort: true })
        .max(LIMITS.message, MESSAGES.messageTooLong),
    );
const accepted = (error: string) => z.boolean().refine((v) => v, { error });

export const clubSchema = z.object({
  name,
  phone,
  email,
  // The club's message is optional; the Seven Keys must be accepted, or no one could join.
  message: message(false),
  keysAccepted: accepted(MESSAGES.keys),
  privacyAccepted: accepted(MESSAGES.privacy),
});

export const eventSchema = z.object({
  name,
  phone,
  email,
  message: message(true),
  privacyAccepted: accepted(MESSAGES.privacy),
  date: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      // One today for both ends: a post at midnight is judged against a single day.
      const today = todayInBelgium();
      if (!isCalendarDate(v) || v < today) ctx.addIssue({ code: 'custom', message: MESSAGES.date });
      else if (v > lastEventDate(today))
        ctx.addIssue({ code: 'custom', message: MESSAGES.dateTooFar });
    }),
  guests: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_GUESTS),
      MESSAGES.guests,
    )
    // Written as a number for the staff: "040" is "40 gasten", "01" is "1 gast".
    .transform((v) => (v === '' ? '' : String(Number(v)))),
  occasion: z
    .string()
    .trim()
    .refine((v) => v === '' || OCCASIONS.some((o) => o.value === v), MESSAGES.occasion),
});

export type ClubData = z.output<typeof clubSchema>;
export type EventData = z.output<typeof eventSchema>;

/** What each field the browser could not read (UNREAD) is told. */
const UNREAD_MESSAGES: Partial<Record<keyof FormValues, FormError>> = {
  date: MESSAGES.dateIncomplete,
};

/**
 * The fields a form named as typed but unreadable by the browser (ActionForm, `UNREAD`), each
 * with its message, where the form's schema has that field; a post may name anything, and other
 * names are passed over. Undefined when there are none.
 */
export function unreadErrors(
  formData: FormData,
  schema: z.ZodType<object>,
): FieldErrors | undefined {
  const named = String(formData.get(UNREAD) ?? '').split(' ');
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const errors = Object.entries(UNREAD_MESSAGES)
    .filter(([field]) => named.includes(field) && fields.includes(field))
    .map(([field, message]) => [field, [message]]);
  return errors.length > 0 ? Object.fromEntries(errors) : undefined;
}
