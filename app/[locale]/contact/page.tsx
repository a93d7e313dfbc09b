import type { Metadata } from 'next';
import Link from 'next/link';

import { Img } from '@/components/content/img';
import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';
import { NewTabLink } from '@/components/content/new-tab-link';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { MAP_SIZES } from '@/lib/image-sizes';
import { pageMetadata } from '@/lib/seo';
import { addressLine, getSiteConfig, mapUrl } from '@/lib/site-config';

import styles from './contact.module.scss';

export const metadata: Metadata = pageMetadata({
  title: 'Contact en bezoek',
  description:
    '1504 Locus Lex, Markt 37, 9700 Oudenaarde. Enkel open bij evenementen of privéboekingen. Huur de eventruimte of neem contact op.',
  path: '/contact',
  image: sectionShareImage(SECTION_CARDS.contact),
});

export default function ContactPage() {
  const { phone, email, address } = getSiteConfig();
  const full = addressLine(address);
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.eyebrow}>Bezoek ons</p>
        <h1 className={styles.title}>Contact</h1>
        <p>
          Wilt u het huis huren voor een salon, een proeverij, een diner of een lezing? Onze
          eventruimte ontvangt verfijnde gezelschappen, met of zonder catering. Vertel ons wat u
          voor ogen hebt; we denken graag mee.
        </p>
        <p>
          <Link href="/event" className={styles.button}>
            Vraag uw evenement aan
          </Link>
        </p>
        <dl className={styles.details}>
          <div>
            <dt>Adres</dt>
            <dd>
              <address translate="no">{full}</address>
            </dd>
          </div>
          <div>
            <dt>Telefoon</dt>
            <dd className={styles.whole}>
              <PhoneLink number={phone} />
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd className={styles.whole}>
              <MailLink address={email} />
            </dd>
          </div>
          <div>
            <dt>Openingsuren</dt>
            <dd>Enkel open bij evenementen of privéboekingen</dd>
          </div>
        </dl>
      </div>
      <figure className={styles.map}>
        <Img
          src="/images/contact/kaart.webp"
          alt="Getekende kaart van de Markt van Oudenaarde met Markt 37 gemarkeerd, het stadhuis en de Schelde"
          width={1200}
          height={900}
          sizes={MAP_SIZES}
          priority
        />
        <figcaption>
          <NewTabLink href={mapUrl(address)}>
            Open <span translate="no">{full}</span> in OpenStreetMap
          </NewTabLink>
        </figcaption>
      </figure>
    </div>
  );
}
