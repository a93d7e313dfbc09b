import type { Metadata } from 'next';

import { MailLink } from '@/components/content/mail-link';
import { NewTabLink } from '@/components/content/new-tab-link';
import { PhoneLink } from '@/components/content/phone-link';
import { PRIVACY_EFFECTIVE, privacySections, type PrivacyPart } from '@/lib/content/privacy';
import { getSiteConfig } from '@/lib/site-config';
import { pageMetadata } from '@/lib/seo';
import { dateInWords } from '@/lib/text';

import styles from './privacy.module.scss';

export const metadata: Metadata = pageMetadata({
  title: 'Privacybeleid',
  description:
    'Hoe 1504 Locus Lex omgaat met uw gegevens: wat we verzamelen, waarom, hoe lang en welke rechten u hebt.',
  path: '/privacy',
});

/**
 * A piece of a paragraph: its links, the names a translator leaves alone, and its dates
 * as `<time>`.
 */
function Part({ part }: { part: PrivacyPart }) {
  if (typeof part === 'string') return part;
  if ('mail' in part) return <MailLink address={part.mail} />;
  if ('phone' in part) return <PhoneLink number={part.phone} />;
  if ('name' in part) return <span translate="no">{part.name}</span>;
  if ('date' in part) return <time dateTime={part.date}>{dateInWords(part.date, 'long')}</time>;
  return <NewTabLink href={part.href}>{part.text}</NewTabLink>;
}

export default function PrivacyPage() {
  const sections = privacySections(getSiteConfig());
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Privacybeleid</h1>
      <p className={styles.effective}>
        Van kracht sinds <Part part={{ date: PRIVACY_EFFECTIVE }} />
      </p>
      <ol className={styles.sections}>
        {sections.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph, i) => (
              <p key={i}>
                {typeof paragraph === 'string'
                  ? paragraph
                  : paragraph.map((part, j) => <Part key={j} part={part} />)}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
