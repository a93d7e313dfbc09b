import type { Metadata } from 'next';

import { EventForm } from '@/components/forms/event-form';
import { FormCard } from '@/components/forms/form-card';
import styles from '@/components/forms/form-page.module.scss';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { pageMetadata } from '@/lib/seo';
import { addressLine, getSiteConfig } from '@/lib/site-config';

export const metadata: Metadata = pageMetadata({
  title: 'Huur de eventruimte',
  description:
    'Huur 1504 Locus Lex op de Markt van Oudenaarde voor een salon, proeverij, diner of lezing, met of zonder catering. Vraag hier uw datum aan.',
  path: '/event',
  image: sectionShareImage(SECTION_CARDS.event),
});

export default function EventPage() {
  const { address, email } = getSiteConfig();
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Huur Locus Lex</p>
        <h1 className={styles.title}>Jouw evenement bij 1504 Locus Lex</h1>
        <p>
          Onder de balken van een huis uit 1504 ontvangt u uw gasten zoals het hoort: in stijl en in
          alle rust. Onze ruimte leent zich voor verfijnde samenkomsten: een salon, een proeverij,
          een diner of een lezing.
        </p>
        <p>
          U kiest: met of zonder catering, met een wijnbegeleiding op maat van uw gezelschap. Voor
          fuiven en feestavonden bent u elders beter af; wij zijn geen feestzaal, en willen dat ook
          niet worden.
        </p>
        <ul className={styles.facts}>
          <li>Salons, proeverijen, diners en lezingen</li>
          <li>Met of zonder catering</li>
          <li translate="no">{addressLine(address)}</li>
        </ul>
      </div>
      <FormCard path="/event" ask="Vraag uw datum aan">
        <EventForm email={email} />
      </FormCard>
    </div>
  );
}
