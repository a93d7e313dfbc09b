'use client';

import Link from 'next/link';

/**
 * A bug in a page: a calm Dutch message, never the server's error text or stack. "Opnieuw
 * proberen" is Next's `retry`: it fetches the page from the server again and renders it, where
 * `reset` rendered again what had already failed (a server component's error came straight back).
 */
export default function ErrorPage({
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry: () => void;
}) {
  return (
    <section className="status-page">
      <p className="status-page__code">Er liep iets mis</p>
      <h1>Even geduld, dit glas is nog niet geschonken</h1>
      <p>
        Deze pagina kon niet geladen worden. Probeer het opnieuw, of ga terug naar de startpagina.
      </p>
      <p className="status-page__actions">
        <button type="button" className="status-page__button" onClick={retry}>
          Opnieuw proberen
        </button>
        <Link href="/" className="status-page__button">
          Naar de startpagina
        </Link>
      </p>
    </section>
  );
}
