import { hasLocale } from '@/i18n/routing';
import { calendarFile } from '@/lib/events/ics';
import { eventUrl } from '@/lib/events/mail';
import { getEvents } from '@/lib/events/store';
import { getTranslator } from '@/lib/messages';
import { getSiteConfig } from '@/lib/site-config';

// A calendar keeps what it was given: a month of the past lets it see a late cancellation.
const KEPT_PAST_MS = 31 * 86_400_000;

/** The agenda's feed, or one event's file (`only`), as a response; 404 for anything else. */
export async function calendarResponse(locale: string, only?: string): Promise<Response> {
  if (!hasLocale(locale)) return new Response('Not found', { status: 404 });
  const result = await getEvents();
  if (!result.ok) return new Response('Unavailable', { status: 503 });
  const events = result.events.filter((e) =>
    only ? e.id === only : Date.parse(e.end) > result.now - KEPT_PAST_MS,
  );
  if (only && events.length === 0) return new Response('Not found', { status: 404 });
  const site = getSiteConfig();
  const name = `${site.name}: ${getTranslator(locale, 'Agenda')('title')}`;
  const body = calendarFile({
    events,
    locale,
    site,
    name,
    pageOf: (e) => eventUrl(site, locale, e.id),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${only ? 'attachment' : 'inline'}; filename="${only ?? 'agenda'}.ics"`,
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3300',
    },
  });
}
