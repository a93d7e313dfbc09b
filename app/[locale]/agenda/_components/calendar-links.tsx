import type { Locale } from '@/i18n/routing';
import { getTranslator } from '@/lib/messages';
import { getSiteConfig } from '@/lib/site-config';

import styles from './agenda.module.scss';

/** The agenda's feed in the page's language. */
export const feedPath = (locale: Locale) =>
  locale === 'nl' ? '/agenda.ics' : `/${locale}/agenda.ics`;

export function CalendarLinks({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'Agenda');
  const feed = feedPath(locale);
  const webcal = `${getSiteConfig().siteUrl.replace(/^https?:/, 'webcal:')}${feed}`;
  return (
    <aside className={styles.feed}>
      <p>{t('subscribeHint')}</p>
      <p className={styles.feedLinks}>
        <a href={webcal} className={styles.button}>
          {t('subscribe')}
        </a>
        <a href={feed} download>
          {t('download')}
        </a>
      </p>
    </aside>
  );
}
