import { useTranslations } from 'next-intl';

import { ClubForm } from '@/components/forms/club-form';
import { FormCard } from '@/components/forms/form-card';
import styles from '@/components/forms/form-page.module.scss';
import { JsonLd } from '@/components/seo/json-ld';
import { localizedPath, type Locale } from '@/i18n/routing';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { getSiteConfig } from '@/lib/site-config';
import { breadcrumbJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = translatedMetadata('ClubJoin', '/club/registreer', {
  card: SECTION_CARDS.club,
});

export default async function ClubRegistrationRoute({ params }: Props) {
  return <ClubRegistrationPage locale={(await params).locale} />;
}

function ClubRegistrationPage({ locale }: { locale: Locale }) {
  const t = useTranslations('ClubJoin');
  return (
    <div className={styles.page}>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: '1504 Club', path: localizedPath(locale, '/club') },
            { name: t('crumb'), path: localizedPath(locale, '/club/registreer') },
          ],
          getSiteConfig(),
          localizedPath(locale, '/'),
        )}
      />
      <div className={styles.intro}>
        <p className={styles.eyebrow}>1504 Club</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p>{t('members')}</p>
      </div>
      <FormCard locale={locale} page="/club/registreer" ask={t('ask')}>
        <ClubForm />
      </FormCard>
    </div>
  );
}
