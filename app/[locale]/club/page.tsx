import { useTranslations } from 'next-intl';

import { KeyAccordion } from '@/components/content/key-accordion';
import { Landing } from '@/components/content/landing';
import { KeyIcon } from '@/components/layout/icons';
import { PageLink as Link } from '@/components/content/page-link';
import { CLUB_KEYS, CLUB_PRIVILEGES, CLUB_RULES, KEYS_HEADING_ID } from '@/lib/content/club';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { translatedMetadata } from '@/lib/i18n-metadata';

import styles from './club.module.scss';

export const generateMetadata = translatedMetadata('Club', '/club', { card: SECTION_CARDS.club });

export default function ClubPage() {
  const t = useTranslations('Club');
  const keys = useTranslations('ClubKeys');
  const clubKeys = CLUB_KEYS.map(({ number }) => ({
    number,
    name: keys(`${number}.name` as never),
    description: keys(`${number}.description` as never),
  }));
  return (
    <>
      <Landing
        tone="dark"
        eyebrow={t('eyebrow')}
        title="1504 Club"
        image={{
          src: '/images/club/sleutel.webp',
          alt: t('imageAlt'),
          width: 1600,
        }}
        next={{ href: '#over-de-club', label: t('discover') }}
      >
        <p>{t('tagline')}</p>
      </Landing>

      <Link href="/club/registreer" className={styles.floatingKey} aria-label={t('registerKey')}>
        <KeyIcon size={40} />
      </Link>

      <div id="over-de-club" className={styles.page}>
        <section aria-labelledby="club-intro" data-reveal="fade">
          <h2 id="club-intro" className={styles.heading}>
            {t('introHeading')}
          </h2>
          <p>{t('intro')}</p>
        </section>

        <section aria-labelledby="club-voorrechten" data-reveal="fade">
          <h2 id="club-voorrechten" className={styles.heading}>
            {t('privilegesHeading')}
          </h2>
          <ul className={styles.privileges}>
            {CLUB_PRIVILEGES.map((p) => (
              <li key={p}>{t(`privileges.${p}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={KEYS_HEADING_ID}>
          {/* Names the keys in English; a screen reader says it so (WCAG 3.1.2). */}
          <h2 id={KEYS_HEADING_ID} className={styles.heading} lang="en">
            7 keys
          </h2>
          <p className={styles.lead}>{t('keysLead')}</p>
          <KeyAccordion keys={clubKeys} />
        </section>

        <section aria-labelledby="club-regels" data-reveal="fade">
          <h2 id="club-regels" className={styles.heading}>
            {t('rulesHeading')}
          </h2>
          <ul className={styles.rules}>
            <li>{t('ruleInvitation')}</li>
            <li>{t('ruleMembers', { count: CLUB_RULES.maxMembers })}</li>
            <li>{t('ruleGrandCru', { count: CLUB_RULES.grandCru })}</li>
            <li>{t('ruleCandidates', { count: CLUB_RULES.candidates })}</li>
          </ul>
          <p className={styles.register}>
            <Link href="/club/registreer" className={styles.button}>
              {t('register')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
