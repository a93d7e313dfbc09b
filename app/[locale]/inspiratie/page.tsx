import { useTranslations } from 'next-intl';

import { Img } from '@/components/content/img';
import { PageHero } from '@/components/content/page-hero';
import { HouseWines } from '@/components/wines/house-wines';
import { PageLink as Link } from '@/components/content/page-link';
import { ANIMALS } from '@/lib/content/animals';
import { SECTION_CARDS } from '@/lib/content/share-cards';
import { ANIMAL_SIZES } from '@/lib/image-sizes';
import { HTML_LANG } from '@/i18n/routing';
import { translatedMetadata } from '@/lib/i18n-metadata';

import styles from './inspiratie.module.scss';

export const generateMetadata = translatedMetadata('Inspiration', '/inspiratie', {
  card: SECTION_CARDS.inspiratie,
});

export default function InspiratiePage() {
  const t = useTranslations('Inspiration');
  const words = useTranslations('Animals');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')}>
        {t('intro')}
      </PageHero>
      <ul className={styles.grid}>
        {ANIMALS.map((animal, i) => {
          // The first two cards open the page on a phone; the others wait until they near the viewport.
          const opening = i < 2;
          return (
            <li key={animal.name} className={styles.card} data-reveal="fade">
              <div className={opening ? styles.picture : `${styles.picture} ${styles.later}`}>
                <Img
                  src={animal.img}
                  alt={words(`${animal.slug}.alt` as never)}
                  width={900}
                  height={900}
                  sizes={ANIMAL_SIZES}
                  className={styles.image}
                  priority={i === 0}
                  loading={opening ? 'eager' : 'lazy'}
                />
              </div>
              {/* The collection's name is Dutch on every page, and read out as Dutch. */}
              <h2 className={styles.name} lang={HTML_LANG.nl}>
                {animal.name}
              </h2>
              <p className={styles.trait}>{words(`${animal.slug}.trait` as never)}</p>
              <p>{words(`${animal.slug}.description` as never)}</p>
              <Link
                href={{ pathname: '/wijnen/[...view]', params: { view: animal.name } }}
                className={styles.button}
              >
                {words(`${animal.slug}.cta` as never)}
              </Link>
            </li>
          );
        })}
      </ul>
      <HouseWines title={t('houseWines')} />
    </>
  );
}
