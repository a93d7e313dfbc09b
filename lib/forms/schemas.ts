import { z } from 'zod';

import { isCalendarDate, todayInBelgium, visibleLine, visibleLines } from '@/lib/text';

import {
  lastEventDate,
  LIMITS,
  MAX_GUESTS,
  MAX_PEOPLE,
  OCCASIONS,
  UNREAD,
  type FormError,
} from './constants';
import type { FieldErrors } from './values';

// Refusals are `Forms.errors` keys, said in the page's language by the action. One line each:
// nothing typed can break a mail header or turn the staff's subject around.
const text = (key: keyof typeof LIMITS, required = true) =>
  z
    .string()
    .transform(key === 'message' ? visibleLines : visibleLine)
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error: key, abort: true })
        .max(LIMITS[key], { error: `${key}TooLong` satisfies FormError, abort: true }),
    );
const name = text('name');
const phone = text('phone').pipe(
  z
    .string()
    .regex(/^\+?[\d\s().\/-]{6,}$/, { error: 'phoneInvalid', abort: true })
    .refine((v) => v.replace(/\D/g, '').length >= 6, 'phoneInvalid'),
);
const email = text('email').pipe(z.email({ error: 'emailInvalid' }));
const message = (required: boolean) => text('message', required);
const accepted = (error: FormError) => z.boolean().refine((v) => v, { error });

export const clubSchema = z.object({
  name,
  phone,
  email,
  message: message(false),
  keysAccepted: accepted('keys'),
  privacyAccepted: accepted('privacy'),
});

export const eventSchema = z.object({
  name,
  phone,
  email,
  message: message(true),
  privacyAccepted: accepted('privacy'),
  date: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      const today = todayInBelgium();
      if (!isCalendarDate(v) || v < today) ctx.addIssue({ code: 'custom', message: 'date' });
      else if (v > lastEventDate(today)) ctx.addIssue({ code: 'custom', message: 'dateTooFar' });
    }),
  guests: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_GUESTS),
      'guests',
    )
    .transform((v) => (v === '' ? '' : String(Number(v)))),
  occasion: z.union([z.enum(OCCASIONS), z.literal('')], { error: 'occasion' }),
});

export const reservationSchema = z.object({
  name,
  phone,
  email,
  message: message(false),
  privacyAccepted: accepted('privacy'),
  people: z
    .string()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_PEOPLE, 'people')
    .transform(Number),
});

export type ClubData = z.output<typeof clubSchema>;
export type EventData = z.output<typeof eventSchema>;

/** The fields a post names as unreadable (`UNREAD`) that its schema has, with their messages. */
export function unreadErrors(
  formData: FormData,
  schema: typeof clubSchema | typeof eventSchema | typeof reservationSchema,
): FieldErrors | undefined {
  const named = formData.getAll(UNREAD).join(' ').split(' ');
  // Only a date can be typed in part.
  return named.includes('date') && 'date' in schema.shape
    ? { date: ['dateIncomplete'] }
    : undefined;
}
