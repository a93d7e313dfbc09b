import { useTranslations } from 'next-intl';

import { EventForm } from '@/components/forms/event-form';
import { FormCard } from '@/components/forms/form-card';
import styles from '@/components/forms/form-page.module.scss';
import type { Locale } from '@/i18n/routing';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { addressLine, getSiteConfig } from '@/lib/site-config';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = translatedMetadata('EventPage', '/event', {
  card: SECTION_CARDS.event,
});

export default async function EventRoute({ params }: Props) {
  return <EventPage locale={(await params).locale} />;
}

function EventPage({ locale }: { locale: Locale }) {
  const { address } = getSiteConfig();
  const t = useTranslations('EventPage');
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p>{t('catering')}</p>
        <ul className={styles.facts}>
          <li>{t('factOccasions')}</li>
          <li>{t('factCatering')}</li>
          <li translate="no">{addressLine(address)}</li>
        </ul>
      </div>
      <FormCard locale={locale} page="/event" ask={t('ask')}>
        <EventForm />
      </FormCard>
    </div>
  );
}
