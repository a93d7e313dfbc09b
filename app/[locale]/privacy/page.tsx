import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { MailLink } from '@/components/content/mail-link';
import { NewTabLink } from '@/components/content/new-tab-link';
import { PhoneLink } from '@/components/content/phone-link';
import { INTL_LANG, type Locale } from '@/i18n/routing';
import { DPA_URLS, PRIVACY_EFFECTIVE } from '@/lib/content/privacy';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { addressLine, getSiteConfig } from '@/lib/site-config';
import { dateInWords } from '@/lib/text';

import styles from './privacy.module.scss';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = translatedMetadata('Privacy', '/privacy');

// Paragraphs per section.
const SECTIONS = [2, 1, 2, 1, 1, 2, 3, 1, 2, 1, 1].map((count, i) => ({
  key: `s${i + 1}`,
  paragraphs: Array.from({ length: count }, (_, j) => `p${j + 1}`),
}));

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params;
  return <Privacy locale={locale} />;
}

function Privacy({ locale }: { locale: Locale }) {
  const t = useTranslations('Privacy');
  const { company, address, email, phone } = getSiteConfig();
  const effective = (
    <time dateTime={PRIVACY_EFFECTIVE}>
      {/* English as Europe writes it: day, month, year. */}
      {dateInWords(PRIVACY_EFFECTIVE, 'long', INTL_LANG[locale])}
    </time>
  );
  const parts = {
    company: company.name,
    address: addressLine(address),
    vat: company.vat,
    name: (chunks: ReactNode) => <span translate="no">{chunks}</span>,
    mail: () => <MailLink address={email} />,
    phone: () => <PhoneLink number={phone} />,
    dpa: (chunks: ReactNode) => <NewTabLink href={DPA_URLS[locale]}>{chunks}</NewTabLink>,
    date: () => effective,
  };
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.effective}>{t.rich('effective', { date: parts.date })}</p>
      <ol className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <h2>{t(`${section.key}.title` as never)}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{t.rich(`${section.key}.${p}` as never, parts as never)}</p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
