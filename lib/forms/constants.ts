// Relative: next.config.ts reads MAX_FORM_BYTES and resolves no '@/' paths.
import { isCalendarDate, visibleLines } from '../text';

export const LIMITS = { name: 100, phone: 30, email: 254, message: 5000 } as const;
export const MAX_GUESTS = 500;
/** People one reservation for an event may bring. */
export const MAX_PEOPLE = 10;

/** What the message's count says in its last tenth, counted as the server counts it. */
export function countNote(
  text: string,
  limit: number,
): { state: 'near' | 'full' | 'over'; count: number } | undefined {
  const left = limit - visibleLines(text).length;
  if (left > limit / 10) return undefined;
  if (left > 0) return { state: 'near', count: left };
  return left === 0 ? { state: 'full', count: 0 } : { state: 'over', count: -left };
}

export const MAX_FORM_BYTES = 64 * 1024;

const EVENT_HORIZON_YEARS = 3;

/** Each refusal (its `Forms.errors` message) with the figures its message names. */
export const FORM_ERRORS = {
  name: {},
  phone: {},
  email: {},
  message: {},
  keys: {},
  privacy: {},
  emailInvalid: {},
  phoneInvalid: {},
  nameTooLong: { limit: LIMITS.name },
  phoneTooLong: { limit: LIMITS.phone },
  emailTooLong: { limit: LIMITS.email },
  messageTooLong: { limit: LIMITS.message },
  date: {},
  dateIncomplete: {},
  dateTooFar: { years: EVENT_HORIZON_YEARS },
  guests: { max: MAX_GUESTS },
  occasion: {},
  people: { max: MAX_PEOPLE },
} as const satisfies Record<string, Record<string, number>>;
export type FormError = keyof typeof FORM_ERRORS;

export const LANGUAGE_FIELD = 'taal';
export const HONEYPOT = 'kelderwoord';
/** The reservation form's hidden field naming its event (here, not beside the event's schema:
 * the browser's form would carry zod with it). */
export const EVENT_FIELD = 'evenement';
/** Names the fields the browser could not read: a date typed in part is posted as nothing. */
export const UNREAD = 'onleesbaar';

export const OCCASIONS = ['salon', 'proeverij', 'diner', 'lezing', 'anders'] as const;

/** The last date the event form takes: the same day three years on (28 February for a leap day). */
export function lastEventDate(today: string): string {
  const year = Number(today.slice(0, 4)) + EVENT_HORIZON_YEARS;
  const date = `${year}${today.slice(4)}`;
  return isCalendarDate(date) ? date : `${year}-02-28`;
}

/** Why a request did not reach the staff: the server failed, the browser got no answer, or a new
 * version of the site went live while the form was open. */
export type NotSentCause = 'server' | 'connection' | 'outdated';
