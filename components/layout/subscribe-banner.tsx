import { BannerAction } from './banner-action';
import styles from './subscribe-banner.module.scss';

/** The club banner above the footer of every page. */
export function SubscribeBanner() {
  return (
    <section className={styles.banner} aria-labelledby="subscribe-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>1504 Club · enkel op uitnodiging</p>
        <h2 id="subscribe-title" className={styles.title}>
          Word lid van de club
        </h2>
        <p className={styles.text}>
          Nieuws uit de kelder, uitnodigingen voor besloten proeverijen en avonden die je nergens
          anders beleeft.
        </p>
        <BannerAction className={styles.button} />
      </div>
    </section>
  );
}
