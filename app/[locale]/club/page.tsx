import type { Metadata } from 'next';
import Link from 'next/link';

import { KeyAccordion } from '@/components/content/key-accordion';
import { Landing } from '@/components/content/landing';
import { KeyIcon } from '@/components/layout/icons';
import { CLUB_KEYS, CLUB_PRIVILEGES, CLUB_RULES, KEYS_HEADING_ID } from '@/lib/content/club';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { pageMetadata } from '@/lib/seo';

import styles from './club.module.scss';

export const metadata: Metadata = pageMetadata({
  title: '1504 Club: de wijnclub op uitnodiging',
  description:
    'De 1504 Club van Locus Lex: hoogstens 54 leden, op uitnodiging, met besloten proeverijen en de Zeven Sleutels. Ontdek de voorrechten en regels.',
  path: '/club',
  image: sectionShareImage(SECTION_CARDS.club),
});

export default function ClubPage() {
  return (
    <>
      <Landing
        tone="dark"
        eyebrow="Enkel op uitnodiging"
        title="1504 Club"
        image={{
          src: '/images/club/sleutel.webp',
          alt: 'Gravure van een gouden sleutel met zeven robijnen',
          width: 1600,
        }}
        next={{ href: '#over-de-club', label: 'Ontdek de club' }}
      >
        <p>Zeven sleutels, vierenvijftig leden, één huis.</p>
      </Landing>

      <Link
        href="/club/registreer"
        className={styles.floatingKey}
        aria-label="Registreer voor de 1504 Club"
      >
        <KeyIcon size={40} />
      </Link>

      <div id="over-de-club" className={styles.page}>
        <section aria-labelledby="club-intro" data-reveal="fade">
          <h2 id="club-intro" className={styles.heading}>
            Een kring van kenners
          </h2>
          <p>
            De 1504 Club is de wijnclub van Locus Lex: een kleine kring van mensen die wijn met
            aandacht drinken en graag delen wat ze ontdekken. We komen samen in het huis op de Markt
            voor proeverijen, diners en avonden die niet op een affiche staan.
          </p>
        </section>

        <section aria-labelledby="club-voorrechten" data-reveal="fade">
          <h2 id="club-voorrechten" className={styles.heading}>
            Voorrechten
          </h2>
          <ul className={styles.privileges}>
            {CLUB_PRIVILEGES.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={KEYS_HEADING_ID}>
          {/* Names the keys in English; a screen reader says it so (WCAG 3.1.2). */}
          <h2 id={KEYS_HEADING_ID} className={styles.heading} lang="en">
            7 keys
          </h2>
          <p className={styles.lead}>
            Zeven sleutels openen de club. Wie lid wordt, aanvaardt ze alle zeven.
          </p>
          <KeyAccordion keys={CLUB_KEYS} />
        </section>

        <section aria-labelledby="club-regels" data-reveal="fade">
          <h2 id="club-regels" className={styles.heading}>
            De regels van het huis
          </h2>
          <ul className={styles.rules}>
            <li>Lidmaatschap is enkel op uitnodiging.</li>
            <li>De club telt hoogstens {CLUB_RULES.maxMembers} leden.</li>
            <li>De eerste {CLUB_RULES.grandCru} leden dragen de titel &lsquo;Grand Cru&rsquo;.</li>
            <li>
              Elk lid mag tot {CLUB_RULES.candidates} kandidaten voordragen; zij worden lid na
              goedkeuring door het huis.
            </li>
          </ul>
          <p className={styles.register}>
            <Link href="/club/registreer" className={styles.button}>
              Registreer
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
