/** @jest-environment node */
import { calendarFile } from '@/lib/events/ics';
import { eventSchema } from '@/lib/events/schema';
import { getSiteConfig } from '@/lib/site-config';

import { readCalendar } from '../support/calendar';

const event = (id: string, start: string, end: string, fields: Record<string, unknown> = {}) =>
  eventSchema.parse({
    id,
    title: { nl: 'Proeverij', fr: 'Dégustation', en: '' },
    description: { nl: 'Zes wijnen.' },
    kind: 'proeverij',
    start,
    end,
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...fields,
  });

const file = (events: ReturnType<typeof event>[], locale: 'nl' | 'fr' | 'en' = 'nl') =>
  calendarFile({
    events,
    locale,
    site: { ...getSiteConfig(), siteUrl: 'https://www.locuslex.be' },
    name: 'Agenda',
    pageOf: (e) => `https://www.locuslex.be/agenda/${e.id}`,
  });

describe('the calendar files', () => {
  it('keep Brussels’ hours on both sides of a change to and from summer time', () => {
    const read = readCalendar(
      file([
        // The night the clocks go forward (31 March 2030), and the one they go back (27 October).
        event('2030-03-30-voor', '2030-03-30T18:30:00Z', '2030-03-31T19:00:00Z'),
        event('2030-10-26-najaar', '2030-10-26T17:30:00Z', '2030-10-27T20:00:00Z'),
      ]),
    );
    expect(
      read.map(({ zone, start, end, startUtc, endUtc }) => ({
        zone,
        start,
        end,
        startUtc,
        endUtc,
      })),
    ).toEqual([
      {
        zone: 'Europe/Brussels',
        start: '2030-03-30T19:30:00',
        end: '2030-03-31T21:00:00',
        startUtc: '2030-03-30T18:30:00.000Z',
        endUtc: '2030-03-31T19:00:00.000Z',
      },
      {
        zone: 'Europe/Brussels',
        start: '2030-10-26T19:30:00',
        end: '2030-10-27T21:00:00',
        startUtc: '2030-10-26T17:30:00.000Z',
        endUtc: '2030-10-27T20:00:00.000Z',
      },
    ]);
  });

  it('name an event by a stable UID, raise its SEQUENCE and mark it cancelled', () => {
    const planned = readCalendar(
      file([event('2030-05-01-x', '2030-05-01T18:00:00Z', '2030-05-01T20:00:00Z')]),
    );
    const cancelled = readCalendar(
      file([
        event('2030-05-01-x', '2030-05-01T18:00:00Z', '2030-05-01T20:00:00Z', {
          status: 'cancelled',
          sequence: 3,
        }),
      ]),
    );
    expect(planned[0]).toMatchObject({
      uid: '2030-05-01-x@locuslex.be',
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(cancelled[0]).toMatchObject({
      uid: '2030-05-01-x@locuslex.be',
      status: 'CANCELLED',
      sequence: 3,
    });
  });

  it('are in the asked language, Dutch where a translation is missing, and the same on each read', () => {
    const events = [event('2030-05-01-x', '2030-05-01T18:00:00Z', '2030-05-01T20:00:00Z')];
    expect(readCalendar(file(events, 'fr'))[0]!.summary).toBe('Dégustation');
    expect(readCalendar(file(events, 'en'))[0]!.summary).toBe('Proeverij');
    expect(file(events)).toBe(file(events));
  });
});
