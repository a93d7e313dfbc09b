import { telHref } from '@/lib/site-config';

/**
 * A link that dials a phone number. The number never breaks over two lines: its spaces are
 * non-breaking, so a narrow column or larger text moves it whole to the next line.
 */
export function PhoneLink({ number }: { number: string }) {
  return <a href={telHref(number)}>{number.replace(/ /g, '\u00a0')}</a>;
}
