import type { Metadata } from 'next';

import { Img } from '@/components/content/img';
import { Landing } from '@/components/content/landing';
import { JsonLd } from '@/components/seo/json-ld';
import { TIMELINE } from '@/lib/content/heritage';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site-config';
import { historyJsonLd } from '@/lib/structured-data';

import styles from './erfgoed.module.scss';

export const metadata: Metadata = pageMetadata({
  title: 'Erfgoed: het oudste huis van Oudenaarde',
  description:
    'De geschiedenis van 1504 Locus Lex: gebouwd in 1504, thuis van een jurist in 1750, bezocht door keizer Jozef II in 1781 en door Napoleon in 1802.',
  path: '/erfgoed',
  image: sectionShareImage(SECTION_CARDS.erfgoed),
});

export default function ErfgoedPage() {
  return (
    <>
      <JsonLd data={historyJsonLd(getSiteConfig())} />
      <Landing
        eyebrow="Sinds 1504"
        title="Het Oudste huis Van Oudenaarde"
        image={{
          src: '/images/home/huis.webp',
          alt: 'Gravure van de trapgevel van het huis uit 1504 op de Markt',
          width: 1200,
        }}
        next={{ href: '#tijdlijn', label: 'Lees de geschiedenis' }}
      >
        <p>Vijf eeuwen op de Markt, vier momenten die het huis tekenden.</p>
      </Landing>
      <section id="tijdlijn" className={styles.timeline} aria-labelledby="tijdlijn-titel">
        <h2 id="tijdlijn-titel" className={styles.heading}>
          Tijdlijn van het huis
        </h2>
        <ol className={styles.list}>
          {TIMELINE.map((entry, i) => (
            <li key={entry.year} className={styles.entry} data-reveal={i % 2 ? 'right' : 'left'}>
              <div className={styles.portrait}>
                <Img
                  src={entry.img}
                  alt={entry.alt}
                  width={800}
                  height={800}
                  sizes="(min-width: 377px) 320px, 85vw"
                  className={styles.image}
                />
              </div>
              <div>
                {/* The year heads its moment: in the heading, a list of headings reads
                    "1504 De eerste steen", not a title without its year. */}
                <h3 className={styles.title}>
                  <span className={styles.year}>{entry.year}</span>
                  {` ${entry.title}`}
                </h3>
                <p>{entry.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
