import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache } from 'react';

import { EventStatus } from '@/components/agenda/event-card';
import { FormCard } from '@/components/forms/form-card';
import { PageLink as Link } from '@/components/content/page-link';
import { JsonLd } from '@/components/seo/json-ld';
import { decodedPart, HTML_LANG, localizedPath, type Locale } from '@/i18n/routing';
import { euro, whenInWords } from '@/lib/events/format';
import { isEventId, isOver, seatsLeft, takesReservations, upcoming } from '@/lib/events/schema';
import { getEvents } from '@/lib/events/store';
import { localizedMetadata } from '@/lib/i18n-metadata';
import { inLanguage } from '@/lib/intl';
import { getTranslator } from '@/lib/messages';
import { SEARCH_TEXT_MAX, SEARCH_TITLE_MAX, SITE_NAME } from '@/lib/seo';
import { eventJsonLd } from '@/lib/structured-data';
import { addressLine, getSiteConfig } from '@/lib/site-config';
import { cutAtWord } from '@/lib/text';

import { ReservationForm } from '../_components/reservation-form';
import styles from '../_components/agenda.module.scss';
import { feedPath } from '../_components/calendar-links';

// Events not built render on their first visit and are kept until an event or a seat changes.
export const ensureStatic = 'navigation';

// The build knows the events coming; without a database it builds none (one param is required).
export async function generateStaticParams() {
  const result = await getEvents();
  const ids = result.ok ? upcoming(result.events, result.now).map((e) => e.id) : [];
  return (ids.length ? ids : ['0000-00-00-geen']).map((event) => ({ event }));
}

type Props = { params: Promise<{ locale: Locale; event: string }> };

// An unknown or removed event sends the visitor to the agenda, as a wine no longer held does.
const eventAt = cache(async (locale: Locale, id: string) => {
  const result = await getEvents();
  const event = result.ok && isEventId(id) ? result.events.find((e) => e.id === id) : undefined;
  if (!result.ok || !event) redirect(localizedPath(locale, '/agenda'));
  return { event, now: result.now };
});

async function getEvent(params: Props['params']) {
  const { locale, event } = await params;
  return { locale, ...(await eventAt(locale, decodedPart(event))) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, event, now } = await getEvent(params);
  const title = inLanguage(event.title, locale).text;
  const meta = localizedMetadata(locale, '/agenda/[event]', {
    title: cutAtWord(title, SEARCH_TITLE_MAX - ` | ${SITE_NAME}`.length),
    description: cutAtWord(
      inLanguage(event.description, locale).text.replace(/\s+/g, ' '),
      SEARCH_TEXT_MAX,
    ),
    params: { event: event.id },
    ...(event.image && { image: { url: event.image, alt: title } }),
  });
  // A past event's page stays for its links, out of search results.
  return isOver(event, now) ? { ...meta, robots: { index: false, follow: true } } : meta;
}

export default async function EventRoute({ params }: Props) {
  const { locale, event, now } = await getEvent(params);
  const t = getTranslator(locale, 'Agenda');
  const site = getSiteConfig();
  const title = inLanguage(event.title, locale);
  const description = inLanguage(event.description, locale);
  const left = seatsLeft(event);
  const over = isOver(event, now);
  const path = localizedPath(locale, '/agenda/[event]', { event: event.id });
  const image = event.image
    ? new URL(event.image, site.siteUrl).href
    : `${site.siteUrl}${locale === 'nl' ? '' : `/${locale}`}/opengraph-image`;
  const foreign = (lang: Locale) => (lang === locale ? undefined : HTML_LANG[lang]);
  const status = over
    ? t('over')
    : event.status === 'cancelled'
      ? t('cancelledText')
      : event.status === 'postponed'
        ? t('postponedText')
        : undefined;
  return (
    <article className={styles.event}>
      <JsonLd data={eventJsonLd(event, site, { locale, url: `${site.siteUrl}${path}`, image })} />
      <p className={styles.back}>
        <Link href="/agenda">← {t('back')}</Link>
      </p>
      <div>
        <p className={styles.eyebrow}>{t(`kinds.${event.kind}`)}</p>
        <h1 className={styles.title} lang={foreign(title.lang)}>
          {title.text}
        </h1>
        {status && (
          <p className={styles.status} role="status">
            {status}
          </p>
        )}
        <dl className={styles.details}>
          <div>
            <dt>{t('when')}</dt>
            <dd>
              <time dateTime={event.start}>{whenInWords(event, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('where')}</dt>
            <dd translate="no">
              {site.name}, {addressLine(site.address)}
            </dd>
          </div>
          {event.price !== undefined && (
            <div>
              <dt>{t('cost')}</dt>
              <dd>
                {event.price === 0 ? t('free') : t('price', { price: euro(event.price, locale) })}
              </dd>
            </div>
          )}
        </dl>
        <EventStatus event={event} locale={locale} now={now} />
        <div className={styles.description} lang={foreign(description.lang)}>
          {description.text.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        {!over && event.status !== 'cancelled' && (
          <p>
            <a href={`${feedPath(locale)}/${event.id}`} download={`${event.id}.ics`}>
              {t('addToCalendar')}
            </a>
          </p>
        )}
      </div>
      {!over && event.status === 'planned' && (
        <div className={styles.side}>
          {takesReservations(event, now) && left ? (
            <FormCard
              locale={locale}
              page="/agenda/[event]"
              params={{ event: event.id }}
              ask={t('reserveAsk')}
            >
              <h2 className={styles.cardTitle}>{t('reserveTitle')}</h2>
              <ReservationForm event={event.id} seats={left} />
            </FormCard>
          ) : event.audience === 'club' ? (
            <p className={styles.notice}>
              {t('clubText')} <Link href="/club/registreer">{t('clubJoin')}</Link>
            </p>
          ) : left === 0 ? (
            <p className={styles.notice}>{t('fullText')}</p>
          ) : left === undefined ? (
            <p className={styles.notice}>{t('walkIn')}</p>
          ) : null}
        </div>
      )}
    </article>
  );
}
