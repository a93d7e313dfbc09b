import ICAL from 'ical.js';

/** The events of an iCalendar text as an independent parser reads them, its time zones known. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      zone: event.startDate.zone?.tzid,
      /** On the event's own clock. */
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      startUtc: new Date(event.startDate.toUnixTime() * 1000).toISOString(),
      endUtc: new Date(event.endDate.toUnixTime() * 1000).toISOString(),
    };
  });
}
