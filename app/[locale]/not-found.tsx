import Link from 'next/link';

// No robots here: Next marks every 404 response noindex itself (a second meta said it twice).
export const metadata = { title: 'Pagina niet gevonden' };

export default function NotFound() {
  return (
    <section className="status-page">
      <p className="status-page__code">404</p>
      <h1>Deze kamer bestaat niet</h1>
      <p>
        Het huis telt vele kamers sinds 1504, maar deze pagina hoort daar niet bij. Misschien is ze
        verhuisd, of klopt het adres net niet.
      </p>
      <p className="status-page__actions">
        <Link href="/" className="status-page__button">
          Naar de startpagina
        </Link>
        <Link href="/wijnen" className="status-page__button">
          Bekijk onze wijnen
        </Link>
      </p>
    </section>
  );
}
