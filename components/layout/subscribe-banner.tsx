import Link from 'next/link';

import styles from './subscribe-banner.module.scss';

/** Spec §2: 'Meer info' to /club everywhere, 'Registreer' to /club/registreer on /club. */
export function SubscribeBanner({ onClubPage = false }: { onClubPage?: boolean }) {
  return (
    <section className={styles.banner} aria-labelledby="subscribe-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>1504 Club · enkel op uitnodiging</p>
        <h2 id="subscribe-title" className={styles.title}>
          Word lid van de club
        </h2>
        <p className={styles.text}>
          Nieuws uit de kelder, uitnodigingen voor besloten proeverijen en avonden die je nergens anders
          beleeft.
        </p>
        {onClubPage ? (
          <Link href="/club/registreer" className={styles.button}>
            Registreer
          </Link>
        ) : (
          <Link href="/club" className={styles.button}>
            Meer info
          </Link>
        )}
      </div>
    </section>
  );
}
