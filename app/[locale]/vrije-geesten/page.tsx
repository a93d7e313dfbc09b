import { useTranslations } from 'next-intl';

import { Feature } from '@/components/content/feature';
import { Landing } from '@/components/content/landing';
import { MotionPause } from '@/components/motion/motion-pause';
import { MOTION } from '@/lib/motion';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { PageLink as Link } from '@/components/content/page-link';
import { translatedMetadata } from '@/lib/i18n-metadata';

import styles from './vrije-geesten.module.scss';

export const generateMetadata = translatedMetadata('FreeSpirits', '/vrije-geesten', {
  card: SECTION_CARDS.vrijeGeesten,
});

const MOTTO = 'There are no rules - Less is more';

export default function VrijeGeestenPage() {
  const t = useTranslations('FreeSpirits');
  return (
    <>
      <Landing
        eyebrow={t('eyebrow')}
        title={t('title')}
        image={{
          src: '/images/vrije-geesten/kolibrie.webp',
          alt: t('imageAlt'),
          width: 1600,
        }}
        next={{ href: '#kolibrie', label: t('discover') }}
      >
        <p>{t('tagline')}</p>
      </Landing>

      <Feature
        id="kolibrie"
        eyebrow={t('featureEyebrow')}
        title={t('featureTitle')}
        image={{
          src: '/images/vrije-geesten/flessen.webp',
          alt: t('bottlesAlt'),
          width: 1200,
          height: 900,
        }}
        parallax={MOTION.parallaxRatio}
      >
        <p>{t('text1')}</p>
        <p>{t('text2')}</p>
      </Feature>

      {/* English on a Dutch page: marked so, a screen reader says it in English. */}
      <section className={`${styles.motto} motion-area`} aria-labelledby="motto">
        <div className={styles.track} aria-hidden="true" lang="en">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i}>{MOTTO}</span>
          ))}
        </div>
        <h2 id="motto" className="visually-hidden" lang="en">
          {MOTTO}
        </h2>
        <MotionPause what={t('mottoPause')} place="end" />
      </section>

      <section className={styles.cta} aria-labelledby="vrije-geest-cta">
        <h2 id="vrije-geest-cta">{t('ctaTitle')}</h2>
        <p>{t('ctaText')}</p>
        <Link
          href={{ pathname: '/wijnen/[...view]', params: { view: 'De Vrije Geest' } }}
          className={styles.button}
        >
          {t('ctaLink')}
        </Link>
      </section>
    </>
  );
}
