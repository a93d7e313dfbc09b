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

// Intl, not TZDate, here: a TZDate starts as `new Date()`, which a prerendered page may not read.
const clock = new Intl.DateTimeFormat('en-CA', {
  ...zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
});

function clockParts(instant: Date | string) {
  return Object.fromEntries(
    clock.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
}

/** What the clocks in Oudenaarde show at an instant. */
export function brusselsClock(instant: Date | string): { day: string; time: string } {
  const p = clockParts(instant);
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** `2026-12-11T19:30:00+01:00`: the time in Oudenaarde with its offset that day. */
export function withBrusselsOffset(iso: string): string {
  const p = clockParts(iso);
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName.replace('GMT', '');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

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
