// Form limits and choices, without zod: the client forms import these, the schemas enforce them.

/** decisions.md: server-side length caps. */
export const LIMITS = { name: 100, phone: 30, email: 254, message: 5000 } as const;
export const MAX_GUESTS = 500;

/** The honeypot field: hidden from people, irresistible to bots (the forms render it, the action
 * drops what fills it). */
export const HONEYPOT = 'website';

export const OCCASIONS = [
  { value: 'salon', label: 'Salon' },
  { value: 'proeverij', label: 'Proeverij' },
  { value: 'diner', label: 'Diner' },
  { value: 'lezing', label: 'Lezing' },
  { value: 'anders', label: 'Iets anders' },
] as const;

/**
 * A YYYY-MM-DD date as Belgian Dutch words ('zaterdag 17 mei 2031'): the staff's mail, and the
 * event form under its date picker, whose own format follows the browser's language.
 */
export function dateInWords(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('nl-BE', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/**
 * Whether a text is a day of the calendar written YYYY-MM-DD. Not `Date.parse`: it takes
 * 2030-02-30 and means 2 March. A date field without a picker (an old browser), or a post that
 * skipped the browser, can send either.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** Today in Oudenaarde, as YYYY-MM-DD: the first date an event can be asked for. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}

/** How far ahead the event form takes a date: a request further out says so in its message. */
export const EVENT_HORIZON_YEARS = 3;

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
 * What a visitor reads when a request did not reach the staff, and what to do about it: the
 * server could not queue it (`server`), or the browser got no answer from the server at all
 * (`connection`: the phone lost its signal, or the server failed before it could answer).
 */
export function notSentMessage(email: string, cause: 'server' | 'connection'): string {
  const what =
    cause === 'server'
      ? 'Er ging iets mis bij het versturen: uw aanvraag is niet verzonden. Probeer het opnieuw'
      : 'Onze site gaf geen antwoord: uw aanvraag is niet verzonden. Controleer uw verbinding en probeer het opnieuw';
  return `${what}, of mail ons op ${email}.`;
}
