import { useTranslations } from 'next-intl';

import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';
import { getSiteConfig } from '@/lib/site-config';

import styles from './wine-list.module.scss';

export function WinesUnavailable() {
  const { phone, email } = getSiteConfig();
  const t = useTranslations('Wines');
  return (
    <div className={styles.list}>
      <div className={styles.empty} role="status">
        <h2>{t('unavailableTitle')}</h2>
        <p>
          {t.rich('unavailableText', {
            phone: () => <PhoneLink number={phone} />,
            mail: () => <MailLink address={email} />,
          })}
        </p>
      </div>
    </div>
  );
}
