/** Embeddings, overrides (U+202A–202E) and isolates (U+2066–2069): what turns text around. */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text on one line: every run of white space or control characters (line breaks, tabs, NUL, the C1
 * controls) becomes one space, and no direction override or isolate is left, which would turn the
 * text after it around (a mail's subject, a chosen filter on the page).
 */
export function singleLine(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '').replace(/[\s\p{Cc}]+/gu, ' ');
}

/**
 * Text over several lines (a form's message): every kind of line break becomes "\n" (CR LF, CR,
 * vertical tab, form feed, NEL, the Unicode line and paragraph separators), tabs stay, and any
 * other control character and every direction override or isolate goes, as in `singleLine`.
 */
export function plainLines(text: string): string {
  return text
    .replace(DIRECTION_CONTROLS, '')
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '');
}

/**
 * Text that shows nothing ('' for it): only white space, controls and the characters a browser
 * draws as nothing (zero-width spaces and joiners, the word joiner, a byte-order mark, soft
 * hyphens, Hangul fillers: Unicode's default-ignorable code points).
 */
export const blankIfUnseen = (text: string) =>
  /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}]*$/u.test(text) ? '' : text;

/**
 * One line of text as a form's field or a wine's field holds it: made one line (`singleLine`),
 * trimmed, and '' when nothing of it shows (`blankIfUnseen`).
 */
export const visibleLine = (text: string) => blankIfUnseen(singleLine(text).trim());

/** Lines of text as a form's message holds them: `plainLines`, trimmed, '' when nothing shows. */
export const visibleLines = (text: string) => blankIfUnseen(plainLines(text).trim());

/** A name as people match it by eye: without accents, case or extra spaces (" Rosé " is "rose"). */
export const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Text safe inside HTML, in an element or a quoted attribute (the staff mail, lib/plain-page.ts). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Names in a sentence: the first `max` listed, the rest counted ("Rood, Wit, Rosé en 2 meer").
 * Three by default: a filtered view's title and its empty list's text name its values alike.
 */
export function someNamed(
  names: readonly string[],
  max = 3,
  more = (rest: number) => `en ${rest} meer`,
): string {
  return names.length > max
    ? `${names.slice(0, max).join(', ')} ${more(names.length - max)}`
    : names.join(', ');
}

/**
 * A YYYY-MM-DD date as Belgian Dutch words ('zaterdag 17 mei 2031'; '17 mei 2031' in the long
 * style): the staff's mail, the event form under its date picker, whose own format follows the
 * browser's language, and the privacy page's date.
 */
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
