import { EventCard } from '@/components/agenda/event-card';
import { type Locale } from '@/i18n/routing';
import { monthOf } from '@/lib/events/format';
import { upcoming, type HouseEvent } from '@/lib/events/schema';
import { getEvents } from '@/lib/events/store';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { getTranslator } from '@/lib/messages';
import { getSiteConfig } from '@/lib/site-config';

import { CalendarLinks } from './_components/calendar-links';
import styles from './_components/agenda.module.scss';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = translatedMetadata('Agenda', '/agenda');

function byMonth(events: HouseEvent[], locale: Locale) {
  const months = new Map<string, HouseEvent[]>();
  for (const event of events) {
    const month = monthOf(event.start, locale);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months];
}

export default async function AgendaPage({ params }: Props) {
  const { locale } = await params;
  const t = getTranslator(locale, 'Agenda');
  const result = await getEvents();
  const { phone, email } = getSiteConfig();
  const events = result.ok ? upcoming(result.events, result.now) : [];
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {!result.ok ? (
        <p className={styles.notice} role="status">
          {t('unavailable', { phone, email })}
        </p>
      ) : events.length === 0 ? (
        <p className={styles.notice}>{t('empty')}</p>
      ) : (
        byMonth(events, locale).map(([month, inMonth]) => (
          <section key={month} className={styles.month} aria-label={month}>
            <h2 className={styles.monthName}>{month}</h2>
            <ol className={styles.events}>
              {inMonth.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} locale={locale} now={result.now} />
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
      <CalendarLinks locale={locale} />
    </div>
  );
}
