import type { Metadata } from 'next';

import { ClubForm } from '@/components/forms/club-form';
import { FormCard } from '@/components/forms/form-card';
import styles from '@/components/forms/form-page.module.scss';
import { JsonLd } from '@/components/seo/json-ld';
import { SECTION_CARDS, sectionShareImage } from '@/lib/content/share-cards';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site-config';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata({
  title: 'Word lid van de club',
  description:
    'Vraag je lidmaatschap aan van de 1504 Club: nieuws uit de kelder, uitnodigingen en wijnproeverijen in het oudste huis van Oudenaarde.',
  path: '/club/registreer',
  image: sectionShareImage(SECTION_CARDS.club),
});

export default function ClubRegistrationPage() {
  return (
    <div className={styles.page}>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: '1504 Club', path: '/club' },
            { name: 'Word lid', path: '/club/registreer' },
          ],
          getSiteConfig(),
        )}
      />
      <div className={styles.intro}>
        <p className={styles.eyebrow}>1504 Club</p>
        <h1 className={styles.title}>Word lid van Locus Lex club</h1>
        <p>
          Als lid ontvang je als eerste ons nieuws, persoonlijke uitnodigingen voor avonden in het
          huis en een plaats aan tafel bij onze wijnproeverijen.
        </p>
        <p>
          De club telt hoogstens 54 leden en groeit enkel op uitnodiging. Laat je gegevens na: we
          nemen persoonlijk contact met je op.
        </p>
      </div>
      <FormCard path="/club/registreer" ask="Vraag je lidmaatschap aan">
        <ClubForm email={getSiteConfig().email} />
      </FormCard>
    </div>
  );
}
