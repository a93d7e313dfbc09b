'use client';

import Link from 'next/link';

import styles from './status-page.module.scss';

/** A bug in a page: a calm Dutch message, never the server's error text or stack. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <section className={styles.status}>
      <p className={styles.code}>Er liep iets mis</p>
      <h1>Even geduld, dit glas is nog niet geschonken</h1>
      <p>
        Deze pagina kon niet geladen worden. Probeer het opnieuw, of ga terug naar de startpagina.
      </p>
      <p className={styles.actions}>
        <button type="button" className={styles.button} onClick={reset}>
          Opnieuw proberen
        </button>
        <Link href="/" className={styles.button}>
          Naar de startpagina
        </Link>
      </p>
    </section>
  );
}
