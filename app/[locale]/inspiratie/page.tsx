import type { Metadata } from 'next';
import Link from 'next/link';

import { Img } from '@/components/content/img';
import { PageHero } from '@/components/content/page-hero';
import { HouseWines } from '@/components/wines/house-wines';
import { ANIMALS, animalHref } from '@/lib/content/animals';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { ANIMAL_SIZES } from '@/lib/image-sizes';
import { pageMetadata } from '@/lib/seo';

import styles from './inspiratie.module.scss';

export const metadata: Metadata = pageMetadata({
  title: 'Inspiratie: welk wijndier ben jij?',
  description:
    'Zes dieren, zes wijnpersoonlijkheden: van De Koele Giraf tot De Vrije Geest. Vind de wijn die bij je past bij 1504 Locus Lex.',
  path: '/inspiratie',
  image: sectionShareImage(SECTION_CARDS.inspiratie),
});

export default function InspiratiePage() {
  return (
    <>
      <PageHero eyebrow="Wijninspiratie" title="Welk wijndier ben jij?">
        Zes dieren, zes persoonlijkheden. Kies het dier dat bij je past, of bij je stemming van
        vanavond, en ontdek de wijnen die we ervoor kozen.
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
                  alt={animal.alt}
                  width={900}
                  height={900}
                  sizes={ANIMAL_SIZES}
                  className={styles.image}
                  priority={i === 0}
                  loading={opening ? 'eager' : 'lazy'}
                />
              </div>
              <h2 className={styles.name}>{animal.name}</h2>
              <p className={styles.trait}>{animal.trait}</p>
              <p>{animal.description}</p>
              <Link href={animalHref(animal.name)} className={styles.button}>
                {animal.cta}
              </Link>
            </li>
          );
        })}
      </ul>
      <HouseWines title="Of kies voor een wijn van het huis" />
    </>
  );
}
