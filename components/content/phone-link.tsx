import { telHref } from '@/lib/site-config';

/** No-break spaces: the number moves whole to the next line rather than breaking. */
export function PhoneLink({ number }: { number: string }) {
  return <a href={telHref(number)}>{number.replace(/ /g, '\u00a0')}</a>;
}
