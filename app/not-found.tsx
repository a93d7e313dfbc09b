import Link from 'next/link';

import styles from './status-page.module.scss';

// No robots here: Next marks every 404 response noindex itself (a second meta said it twice).
export const metadata = { title: 'Pagina niet gevonden' };

export default function NotFound() {
  return (
    <section className={styles.status}>
      <p className={styles.code}>404</p>
      <h1>Deze kamer bestaat niet</h1>
      <p>
        Het huis telt vele kamers sinds 1504, maar deze pagina hoort daar niet bij. Misschien is ze
        verhuisd, of klopt het adres net niet.
      </p>
      <p className={styles.actions}>
        <Link href="/" className={styles.button}>
          Naar de startpagina
        </Link>
        <Link href="/wijnen" className={styles.button}>
          Bekijk onze wijnen
        </Link>
      </p>
    </section>
  );
}
