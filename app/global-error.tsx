'use client';

import { BACKGROUND_COLOR, COLOR_SCHEME, SITE_NAME, TEXT_COLOR } from '@/lib/seo';

/**
 * The last resort when even the root layout fails: plain HTML, no server detail shown. Its button
 * fetches the page again (Next's `retry`), as the page's own error page does.
 */
export default function GlobalError({
  retry,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  retry: () => void;
}) {
  return (
    <html lang="nl-BE">
      <title>{`Er liep iets mis | ${SITE_NAME}`}</title>
      <meta name="color-scheme" content={COLOR_SCHEME} />
      <body
        style={{
          fontFamily: 'Georgia, serif',
          background: BACKGROUND_COLOR,
          color: TEXT_COLOR,
          textAlign: 'center',
          padding: '4rem 1.5rem',
        }}
      >
        <h1>1504 Locus Lex</h1>
        <p>
          Er liep iets mis bij het laden van de website. Probeer het over enkele ogenblikken
          opnieuw.
        </p>
        <button
          type="button"
          onClick={retry}
          style={{ padding: '0.75rem 1.5rem', font: 'inherit', cursor: 'pointer' }}
        >
          Opnieuw proberen
        </button>
      </body>
    </html>
  );
}
