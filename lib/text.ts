/**
 * Text on one line: every run of white space or control characters (line breaks, tabs, NUL, the
 * C1 controls) becomes one space. What a form's one-line fields and the menu card's lines hold.
 */
export function singleLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ');
}

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
export function someNamed(names: readonly string[], max = 3): string {
  return names.length > max
    ? `${names.slice(0, max).join(', ')} en ${names.length - max} meer`
    : names.join(', ');
}
