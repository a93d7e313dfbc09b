import { useTranslations } from 'next-intl';

import { Img } from '@/components/content/img';
import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';
import { NewTabLink } from '@/components/content/new-tab-link';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { MAP_SIZES } from '@/lib/image-sizes';
import { PageLink as Link } from '@/components/content/page-link';
import { translatedMetadata } from '@/lib/i18n-metadata';
import { addressLine, getSiteConfig, mapUrl } from '@/lib/site-config';

import styles from './contact.module.scss';

export const generateMetadata = translatedMetadata('Contact', '/contact', {
  card: SECTION_CARDS.contact,
});

export default function ContactPage() {
  const t = useTranslations('Contact');
  const { phone, email, address } = getSiteConfig();
  const full = addressLine(address);
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p>
          <Link href="/event" className={styles.button}>
            {t('ask')}
          </Link>
        </p>
        <dl className={styles.details}>
          <div>
            <dt>{t('address')}</dt>
            <dd>
              <address translate="no">{full}</address>
            </dd>
          </div>
          <div>
            <dt>{t('phone')}</dt>
            <dd className={styles.whole}>
              <PhoneLink number={phone} />
            </dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd className={styles.whole}>
              <MailLink address={email} />
            </dd>
          </div>
          <div>
            <dt>{t('hours')}</dt>
            <dd>
              {t('hoursText')}
              <span className={styles.agenda}>
                <Link href="/agenda">{t('hoursLink')}</Link>
              </span>
            </dd>
          </div>
        </dl>
      </div>
      <figure className={styles.map}>
        <Img
          src="/images/contact/kaart.webp"
          alt={t('mapAlt')}
          width={1200}
          height={900}
          sizes={MAP_SIZES}
          priority
        />
        <figcaption>
          <NewTabLink href={mapUrl(address)}>
            {t.rich('openMap', {
              address: full,
              name: (chunks) => <span translate="no">{chunks}</span>,
            })}
          </NewTabLink>
        </figcaption>
      </figure>
    </div>
  );
}
