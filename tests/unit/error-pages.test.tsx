import { render, screen } from '@testing-library/react';

import { ErrorWordsProvider } from '@/components/layout/error-words';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';

jest.mock('next/navigation', () => ({ useParams: () => ({ locale: 'fr' }) }));

import ErrorPage from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';
import french from '@/messages/fr.json';

// What a server error carries: its message, its stack and the digest Next adds. None of it is for visitors.
const serverError = Object.assign(
  new Error('FAILED_PRECONDITION: query requires an index on 1504-wines'),
  {
    digest: '2817594031',
  },
);
serverError.stack = `Error: ${serverError.message}\n    at getWines (/var/task/.next/server/chunks/firestore.js:12:7)`;
const SERVER_DETAIL = ['FAILED_PRECONDITION', '1504-wines', '/var/task', serverError.digest];

describe('error pages (in the page’s language, and never the server detail)', () => {
  it('a failing page offers to try again and the way home, in its language, without the error itself', async () => {
    const reset = jest.fn();
    const retry = jest.fn();
    const { container } = render(
      <ErrorWordsProvider words={french.Error}>
        <ErrorPage error={serverError} reset={reset} retry={retry} />
      </ErrorWordsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Un instant, ce verre n’est pas encore servi',
    );
    expect(screen.getByRole('link', { name: 'Retour à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr',
    );
    for (const detail of SERVER_DETAIL) {
      expect(container.textContent).not.toContain(detail);
    }
    // Trying again fetches the page anew (Next's retry); a reset alone rendered the same failure.
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it('the last-resort page is a whole document in the three languages without the error itself', () => {
    const html = renderToStaticMarkup(
      <GlobalError error={serverError} reset={() => {}} retry={() => {}} />,
    );
    expect(html).toMatch(/^<html lang="nl-BE">/);
    expect(html).toContain('<title>Er liep iets mis | 1504 Locus Lex</title>');
    // In the house colours even where a browser would darken sites (lib/seo.ts COLOR_SCHEME).
    expect(html).toContain('<meta name="color-scheme" content="only light"/>');
    expect(html).toContain('Er liep iets mis bij het laden van de website.');
    expect(html).toContain('<p lang="fr-BE">Une erreur s’est produite');
    expect(html).toContain('<p lang="en">Something went wrong');
    expect(html).toMatch(/<button type="button"[^>]*>Opnieuw proberen · /);
    for (const detail of SERVER_DETAIL) {
      expect(html).not.toContain(detail);
    }
  });
});
