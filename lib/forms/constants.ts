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

/** Today in Oudenaarde, as YYYY-MM-DD: the first date an event can be asked for. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
