'use client';

import { BACKGROUND_COLOR, COLOR_SCHEME, SITE_NAME, TEXT_COLOR } from '@/lib/seo';

// Even the root layout failed: no layout is left to say the language, so all three.
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
        <p lang="fr-BE">
          Une erreur s’est produite lors du chargement du site. Réessayez dans quelques instants.
        </p>
        <p lang="en">Something went wrong loading the website. Please try again in a moment.</p>
        <button
          type="button"
          onClick={retry}
          style={{ padding: '0.75rem 1.5rem', font: 'inherit', cursor: 'pointer' }}
        >
          Opnieuw proberen · <span lang="fr-BE">Réessayer</span> · <span lang="en">Try again</span>
        </button>
      </body>
    </html>
  );
}
