// Form limits and choices, without zod: the client forms import these, the schemas enforce them.

/** decisions.md: server-side length caps. */
export const LIMITS = { name: 100, phone: 30, email: 254, message: 5000 } as const;
export const MAX_GUESTS = 500;

export const OCCASIONS = [
  { value: 'salon', label: 'Salon' },
  { value: 'proeverij', label: 'Proeverij' },
  { value: 'diner', label: 'Diner' },
  { value: 'lezing', label: 'Lezing' },
  { value: 'anders', label: 'Iets anders' },
] as const;

/** Today in Oudenaarde, as YYYY-MM-DD: the first date an event can be asked for. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
