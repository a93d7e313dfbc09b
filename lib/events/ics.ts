import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

import type { Locale } from '@/i18n/routing';
import { addressLine, type SiteConfig } from '@/lib/site-config';
import { siteHost } from '@/lib/mail';

import { EVENT_TIME_ZONE, type HouseEvent } from './schema';
import { inLanguage } from '@/lib/intl';

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
      // A date in its zone: the generator writes its hours on Brussels' clock, whatever the server's.
      start: new TZDate(event.start, EVENT_TIME_ZONE),
      end: new TZDate(event.end, EVENT_TIME_ZONE),
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
