import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { MotionObserver } from '@/components/motion/motion-observer';
import { JsonLd } from '@/components/seo/json-ld';
import { localizedPath, type Locale } from '@/i18n/routing';
import { ANNOUNCER_ID, MAIN_ID } from '@/lib/content/navigation';
import { getSiteConfig } from '@/lib/site-config';
import { venueJsonLd } from '@/lib/structured-data';

import { ContentFocus } from './content-focus';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineWorker } from './offline-worker';
import styles from './site-shell.module.scss';
import { SubscribeBanner } from './subscribe-banner';

/** A layout: sent once per visit, and kept out of the 404 page Next embeds in every payload. */
export function SiteShell({ languages, children }: { languages: boolean; children: ReactNode }) {
  const t = useTranslations('Shell');
  const locale = useLocale() as Locale;
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skip')}
      </a>
      <Header languages={languages} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
        <p id={ANNOUNCER_ID} role="status" className="visually-hidden" />
      </main>
      <SubscribeBanner />
      <Footer />
      <MotionObserver />
      <JsonLd
        data={venueJsonLd(getSiteConfig(), {
          description: t('venueDescription'),
          menuPath: localizedPath(locale, '/wijnen'),
        })}
      />
      <OfflineWorker />
      <ContentFocus />
    </>
  );
}
