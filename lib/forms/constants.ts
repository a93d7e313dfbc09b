// Form limits and choices, without zod: the client forms import these, the schemas enforce them.

// Relative, as next.config.ts (which reads MAX_FORM_BYTES) resolves no '@/' paths.
import { visibleLines } from '../text';

/** Server-side length caps. */
export const LIMITS = { name: 100, phone: 30, email: 254, message: 5000 } as const;
export const MAX_GUESTS = 500;

/**
 * What the message's count says once it nears its cap (its last tenth), counted as the server
 * counts it: characters left, the maximum reached, or how many too many (`Forms.count…`).
 */
export function countNote(
  text: string,
  limit: number,
): { state: 'near' | 'full' | 'over'; count: number } | undefined {
  const left = limit - visibleLines(text).length;
  if (left > limit / 10) return undefined;
  if (left > 0) return { state: 'near', count: left };
  return left === 0 ? { state: 'full', count: 0 } : { state: 'over', count: -left };
}

/** The largest body a form post may have; both forms together are a few kB. */
export const MAX_FORM_BYTES = 64 * 1024;

/** How far ahead the event form takes a date: a request further out says so in its message. */
export const EVENT_HORIZON_YEARS = 3;

/** Each refusal a form can give (its `Forms.errors` message) with the figures that message names. */
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
} as const satisfies Record<string, Record<string, number>>;
export type FormError = keyof typeof FORM_ERRORS;

/** The hidden field that names the page's language: the answer and the staff's mail follow it. */
export const LANGUAGE_FIELD = 'taal';

/**
 * The honeypot field: hidden from people, irresistible to bots (the forms render it, the action
 * drops what fills it).
 */
export const HONEYPOT = 'kelderwoord';

/**
 * The hidden field in which a form names, as it submits, the fields the browser could not read: a
 * date typed in part (day and month, no year) is posted as nothing, as if left empty, and the
 * request went out without it. ActionForm fills it; without JavaScript it stays empty.
 */
export const UNREAD = 'onleesbaar';

export const OCCASIONS = [
  { value: 'salon', label: 'Salon' },
  { value: 'proeverij', label: 'Proeverij' },
  { value: 'diner', label: 'Diner' },
  { value: 'lezing', label: 'Lezing' },
  { value: 'anders', label: 'Iets anders' },
] as const;

/**
 * Whether a text is a day of the calendar written YYYY-MM-DD. Not `Date.parse`: it takes 2030-02-30
 * and means 2 March. A date field without a picker (an old browser), or a post that skipped the
 * browser, can send either.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  if (y < 1000) return false;
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** Today in Oudenaarde, as YYYY-MM-DD: the first date an event can be asked for. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}

/**
 * The last date the event form takes, from today (YYYY-MM-DD): the same day three years on, or 28
 * February for a leap day. It keeps a slip of the year (2062 for 2026) from reaching the staff as
 * a request, and bounds the picker.
 */
export function lastEventDate(today: string): string {
  const year = Number(today.slice(0, 4)) + EVENT_HORIZON_YEARS;
  const date = `${year}${today.slice(4)}`;
  return isCalendarDate(date) ? date : `${year}-02-28`;
}

/**
 * Why a request did not reach the staff: the server could not queue it (`server`); the browser got
 * no answer at all (`connection`: the phone lost its signal, or the server failed before it could
 * answer); or a new version of the site went live while the form was open.
 */
export type NotSentCause = 'server' | 'connection' | 'reloaded' | 'outdated' | 'tooLarge';
