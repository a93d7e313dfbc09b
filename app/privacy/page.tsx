import type { Metadata } from 'next';

import { PRIVACY_EFFECTIVE, privacySections } from '@/lib/content/privacy';
import { getSiteConfig } from '@/lib/site-config';
import { pageMetadata } from '@/lib/seo';

import styles from './privacy.module.scss';

export const metadata: Metadata = pageMetadata({
  title: 'Privacybeleid',
  description:
    'Hoe 1504 Locus Lex omgaat met uw gegevens: wat we verzamelen, waarom, hoe lang en welke rechten u hebt.',
  path: '/privacy',
});

export default function PrivacyPage() {
  const sections = privacySections(getSiteConfig());
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Privacybeleid</h1>
      <p className={styles.effective}>Van kracht sinds {PRIVACY_EFFECTIVE}</p>
      <ol className={styles.sections}>
        {sections.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
