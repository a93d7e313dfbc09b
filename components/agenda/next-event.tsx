import { PageLink as Link } from '@/components/content/page-link';
import type { Locale } from '@/i18n/routing';
import { upcoming } from '@/lib/events/schema';
import { getEvents } from '@/lib/events/store';
import { getTranslator } from '@/lib/messages';

import { EventCard } from './event-card';
import styles from './next-event.module.scss';

/** The next event open to everyone, on the home page; nothing when none is planned. */
export async function NextEvent({ locale }: { locale: Locale }) {
  const result = await getEvents();
  if (!result.ok) return null;
  const next = upcoming(result.events, result.now).find(
    (e) => e.status === 'planned' && e.audience === 'open',
  );
  if (!next) return null;
  const t = getTranslator(locale, 'Agenda');
  return (
    <section className={styles.band} aria-labelledby="eerstvolgend">
      <div className={styles.inner}>
        <h2 id="eerstvolgend" className={styles.heading}>
          {t('next')}
        </h2>
        <EventCard event={next} locale={locale} now={result.now} />
        <p className={styles.more}>
          <Link href="/agenda">{t('nextLink')}</Link>
        </p>
      </div>
    </section>
  );
}
