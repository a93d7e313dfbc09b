import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

import type { Locale } from '@/i18n/routing';
import { addressLine, type SiteConfig } from '@/lib/site-config';
import { siteHost } from '@/lib/mail';

import { EVENT_TIME_ZONE, inLanguage, type HouseEvent } from './schema';

const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall clock in Oudenaarde as a Date's UTC fields: with a TZID the generator writes those. */
export function brusselsClock(iso: string): Date {
  const parts = Object.fromEntries(
    clock.formatToParts(new Date(iso)).map(({ type, value }) => [type, Number(value)]),
  );
  return new Date(
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!),
  );
}

const STATUS = {
  planned: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

type Calendar = {
  events: HouseEvent[];
  locale: Locale;
  site: SiteConfig;
  /** The event's page, absolute. */
  pageOf: (event: HouseEvent) => string;
  name: string;
};

/** One calendar: a feed of the agenda, or a single event's file. */
export function calendarFile({ events, locale, site, pageOf, name }: Calendar): string {
  const calendar = ical({
    name,
    prodId: { company: site.name, product: 'agenda', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
    ttl: 3600,
  });
  const location = `${site.name}, ${addressLine(site.address)}`;
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@${siteHost(site.siteUrl)}`,
      sequence: event.sequence,
      stamp: new Date(event.updatedAt ?? event.start),
      start: brusselsClock(event.start),
      end: brusselsClock(event.end),
      timezone: EVENT_TIME_ZONE,
      summary: inLanguage(event.title, locale).text,
      description: inLanguage(event.description, locale).text,
      location,
      url: pageOf(event),
      status: STATUS[event.status],
    });
  }
  return calendar.toString();
}
