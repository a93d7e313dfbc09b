import type { Metadata } from 'next';
import Link from 'next/link';

import { Feature } from '@/components/content/feature';
import { Landing } from '@/components/content/landing';
import { MotionPause } from '@/components/motion/motion-pause';
import { animalHref } from '@/lib/content/animals';
import { MOTION } from '@/lib/motion';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { pageMetadata } from '@/lib/seo';

import styles from './vrije-geesten.module.scss';

export const metadata: Metadata = pageMetadata({
  title: 'Vrije Geesten: alcoholvrije wijnen',
  description:
    'Alcoholvrije wijnen en bubbels met echte diepgang bij 1504 Locus Lex in Oudenaarde. Het teken van de kolibrie: alle smaak, geen alcohol.',
  path: '/vrije-geesten',
  image: sectionShareImage(SECTION_CARDS.vrijeGeesten),
});

const MOTTO = 'There are no rules - Less is more';

export default function VrijeGeestenPage() {
  return (
    <>
      <Landing
        eyebrow="Het teken van de kolibrie"
        title="Vrije Geesten"
        image={{
          src: '/images/vrije-geesten/kolibrie.webp',
          alt: 'Gravure van een kolibrie boven bloeiende ranken',
          width: 1600,
        }}
        next={{ href: '#kolibrie', label: 'Ontdek de vrije geesten' }}
      >
        <p>Alle smaak, geen alcohol.</p>
      </Landing>

      <Feature
        id="kolibrie"
        eyebrow="Alcoholvrij"
        title="Licht als een kolibrie"
        image={{
          src: '/images/vrije-geesten/flessen.webp',
          alt: 'Gravure van drie alcoholvrije flessen: rosé, rood en bubbels',
          width: 1200,
          height: 900,
        }}
        parallax={MOTION.parallaxRatio}
      >
        <p>
          De kolibrie weegt amper iets en zweeft toch stil in de lucht. Zo zijn ook onze vrije
          geesten: alcoholvrije wijnen en bubbels die niets inleveren op smaak, geur of karakter.
        </p>
        <p>
          Voor wie rijdt, wie verwacht, wie sport of gewoon helder wil blijven: u klinkt mee, met
          een glas dat even zorgvuldig gekozen is als elke andere wijn op onze kaart.
        </p>
      </Feature>

      {/* The motto is English on a Dutch page: marked so, a screen reader says it in English
          (WCAG 3.1.2), also as the section's name. The spec's scrolling title: read once, as the
          section's heading, where a reader moving by headings finds it. */}
      <section className={styles.motto} aria-labelledby="motto">
        <div className={styles.track} aria-hidden="true" lang="en">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i}>{MOTTO}</span>
          ))}
        </div>
        <h2 id="motto" className="visually-hidden" lang="en">
          {MOTTO}
        </h2>
        <MotionPause what="de slogan" place="end" />
      </section>

      <section className={styles.cta} aria-labelledby="vrije-geest-cta">
        <h2 id="vrije-geest-cta">Proef de vrije geest</h2>
        <p>Rood, wit, rosé en bubbels, allemaal 0,0 %. Bekijk ze op onze wijnkaart.</p>
        <Link href={animalHref('De Vrije Geest')} className={styles.button}>
          Bekijk de wijnen van De Vrije Geest
        </Link>
      </section>
    </>
  );
}
