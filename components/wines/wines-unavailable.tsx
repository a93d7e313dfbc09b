import { MailLink } from '@/components/content/mail-link';
import { PhoneLink } from '@/components/content/phone-link';
import { getSiteConfig } from '@/lib/site-config';

import styles from './wine-list.module.scss';

/** Firestore unreachable and no earlier answer to fall back on: a friendly word, never a 500. */
export function WinesUnavailable() {
  const { phone, email } = getSiteConfig();
  return (
    <div className={styles.list}>
      <div className={styles.empty} role="status">
        <h2>De wijnkaart is even niet bereikbaar</h2>
        <p>
          Onze kelder is er wel, alleen de lijst laat zich nu niet lezen. Probeer het over enkele
          ogenblikken opnieuw, of vraag ons gerust naar de wijnen: <PhoneLink number={phone} />
          {' of '}
          <MailLink address={email} />.
        </p>
      </div>
    </div>
  );
}
