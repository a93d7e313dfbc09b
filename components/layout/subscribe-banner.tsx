import { useTranslations } from 'next-intl';

import { BannerAction } from './banner-action';
import styles from './subscribe-banner.module.scss';

export function SubscribeBanner() {
  const t = useTranslations('Banner');
  return (
    <section className={styles.banner} aria-labelledby="subscribe-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h2 id="subscribe-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
        <BannerAction
          className={styles.button}
          labels={{ register: t('register'), more: t('more') }}
        />
      </div>
    </section>
  );
}
