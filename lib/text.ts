// Embeddings, overrides and isolates: what turns text around.
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function singleLine(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '').replace(/[\s\p{Cc}]+/gu, ' ');
}

export function plainLines(text: string): string {
  return text
    .replace(DIRECTION_CONTROLS, '')
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '');
}

export const blankIfUnseen = (text: string) =>
  /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}]*$/u.test(text) ? '' : text;

export const visibleLine = (text: string) => blankIfUnseen(singleLine(text).trim());

export const visibleLines = (text: string) => blankIfUnseen(plainLines(text).trim());

/** At most `max` characters, cut after a whole word: what a search result shows of a title. */
export const cutAtWord = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Three by default, so a filtered view's title and its empty list's text name its values alike.
export function someNamed(
  names: readonly string[],
  max = 3,
  more = (rest: number) => `en ${rest} meer`,
): string {
  return names.length > max
    ? `${names.slice(0, max).join(', ')} ${more(names.length - max)}`
    : names.join(', ');
}

// In words, as a date picker's own format follows the browser's language.
export function dateInWords(
  iso: string,
  dateStyle: 'full' | 'long' = 'full',
  lang = 'nl-BE',
): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { dateStyle, timeZone: 'UTC' })
    .format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)))
    .replace(/(\d+) (?=\p{L})/u, '$1\u00a0');
}

/** A day of the calendar written YYYY-MM-DD. Not `Date.parse`: it takes 2030-02-30 as 2 March. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  if (y < 1000) return false;
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** Today in Oudenaarde, as YYYY-MM-DD. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
