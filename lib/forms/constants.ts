// Form limits and choices, without zod: the client forms import these, the schemas enforce them.

// Relative, as next.config.ts (which reads MAX_FORM_BYTES) resolves no '@/' paths.
import { visibleLines } from '../text';

/** Server-side length caps. */
export const LIMITS = { name: 100, phone: 30, email: 254, message: 5000 } as const;
export const MAX_GUESTS = 500;

/** A number of characters as Belgian Dutch writes it: 5.000. */
export const inFigures = (n: number) => n.toLocaleString('nl-BE');

/**
 * What the message's count says once it nears its cap (its last tenth), counted as the server
 * counts it: "Nog 412 tekens over", "Het maximum van 5.000 tekens is bereikt.", "12 tekens te veel."
 */
export function countNote(
  text: string,
  limit: number,
): { text: string; state: 'near' | 'full' | 'over' } | undefined {
  const left = limit - visibleLines(text).length;
  const chars = (n: number) => `${inFigures(n)} ${n === 1 ? 'teken' : 'tekens'}`;
  if (left > limit / 10) return undefined;
  if (left > 0) return { text: `Nog ${chars(left)} over`, state: 'near' };
  if (left === 0)
    return { text: `Het maximum van ${inFigures(limit)} tekens is bereikt.`, state: 'full' };
  return { text: `${chars(-left)} te veel (hoogstens ${inFigures(limit)}).`, state: 'over' };
}

/** The largest body a form post may have; both forms together are a few kB. */
export const MAX_FORM_BYTES = 64 * 1024;

/** The word on a message over its limit: the schema's, and the form's on a post too large to read. */
export const MESSAGE_TOO_LONG = `Bericht mag hoogstens ${inFigures(LIMITS.message)} tekens tellen.`;

/**
 * What the proxy answers a form post over MAX_FORM_BYTES: on its page of refusal without
 * JavaScript, and as the whole of its plain-text answer to a form's script, which Next's client
 * throws as an error with this text as its message (it reads a plain-text refusal so).
 */
export const FORM_TOO_LARGE = `Wat u verstuurde is groter dan een formulier kan zijn. Kort uw bericht in (hoogstens ${inFigures(LIMITS.message)} tekens) en probeer het opnieuw.`;

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
 * Why a request did not reach the staff: the server could not queue it (`server`); the browser got
 * no answer at all (`connection`: the phone lost its signal, or the server failed before it could
 * answer); or a new version of the site went live while the form was open.
 */
export type NotSentCause = 'server' | 'connection' | 'reloaded' | 'outdated' | 'tooLarge';

const NOT_SENT: Record<NotSentCause, string> = {
  server: 'Er ging iets mis bij het versturen: uw aanvraag is niet verzonden. Probeer het opnieuw',
  connection:
    'Onze site gaf geen antwoord: uw aanvraag is niet verzonden. Controleer uw verbinding en probeer het opnieuw',
  reloaded:
    'Onze site werd intussen vernieuwd, daardoor is uw aanvraag nog niet verzonden. Alles wat u invulde staat er nog: druk opnieuw op Verzenden',
  outdated:
    'Onze site werd intussen vernieuwd: uw aanvraag is niet verzonden. Laad deze pagina opnieuw en verzend uw aanvraag nog eens',
  tooLarge:
    'Uw aanvraag is te groot om te versturen en is niet verzonden. Kort wat u schreef in en probeer het opnieuw',
};

/** What a visitor reads when a request did not reach the staff, and what to do about it. */
export function notSentMessage(email: string, cause: NotSentCause): string {
  return `${NOT_SENT[cause]}, of mail ons op ${email}.`;
}

/** Said for the moment between a send the new version refused and the page loaded afresh. */
export const RELOADING_MESSAGE =
  'Onze site werd intussen vernieuwd. De pagina wordt opnieuw geladen, met alles wat u invulde.';
