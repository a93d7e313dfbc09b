import { TZDate } from '@date-fns/tz';

import { INTL_LANG, type Locale } from '@/i18n/routing';
import { perLanguage } from '@/lib/intl';

import { EVENT_TIME_ZONE, type HouseEvent } from './schema';

const zone = { timeZone: EVENT_TIME_ZONE } as const;
const days = perLanguage((lang) => new Intl.DateTimeFormat(lang, { ...zone, dateStyle: 'full' }));
const hours = perLanguage((lang) => new Intl.DateTimeFormat(lang, { ...zone, timeStyle: 'short' }));
const months = perLanguage(
  (lang) => new Intl.DateTimeFormat(lang, { ...zone, month: 'long', year: 'numeric' }),
);
const euros = perLanguage(
  (lang) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 }),
);
const HALF_DAY_MS = 12 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** What the clocks in Oudenaarde show at an instant. */
export function brusselsClock(instant: Date | string): { day: string; time: string } {
  const t = new TZDate(new Date(instant), EVENT_TIME_ZONE);
  return {
    day: `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}`,
    time: `${two(t.getHours())}:${two(t.getMinutes())}`,
  };
}

/** `2026-12-11T19:30:00+01:00`: the time in Oudenaarde with its offset that day. */
export const withBrusselsOffset = (iso: string) =>
  new TZDate(new Date(iso), EVENT_TIME_ZONE).toISOString().replace(/\.\d{3}(?=[+-])/, '');

/** "vrijdag 11 december 2026, 19:30–22:00": an evening into the night keeps its one day. */
export function whenInWords(event: Pick<HouseEvent, 'start' | 'end'>, locale: Locale): string {
  const lang = INTL_LANG[locale];
  const start = new Date(event.start);
  const end = new Date(event.end);
  const time = hours(lang);
  if (end.getTime() - start.getTime() <= HALF_DAY_MS)
    return `${days(lang).format(start)}, ${time.format(start)}–${time.format(end)}`;
  return `${days(lang).format(start)}, ${time.format(start)} – ${days(lang).format(end)}, ${time.format(end)}`;
}

export const monthOf = (iso: string, locale: Locale) =>
  months(INTL_LANG[locale]).format(new Date(iso));

/** "€ 25" or "€ 27,50"; cents only when there are some. */
export function euro(amount: number, locale: Locale): string {
  const lang = INTL_LANG[locale];
  return Number.isInteger(amount)
    ? euros(lang).format(amount)
    : new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount);
}
