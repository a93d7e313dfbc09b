import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';

import ErrorPage from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';

// What a server error carries: its message, its stack and the digest Next adds. None of it is for visitors.
const serverError = Object.assign(
  new Error('FAILED_PRECONDITION: query requires an index on 1504-wines'),
  {
    digest: '2817594031',
  },
);
serverError.stack = `Error: ${serverError.message}\n    at getWines (/var/task/.next/server/chunks/firestore.js:12:7)`;
const SERVER_DETAIL = ['FAILED_PRECONDITION', '1504-wines', '/var/task', serverError.digest];

describe('error pages (Dutch, and never the server detail)', () => {
  it('a failing page offers to try again and the way home, in Dutch, without the error itself', async () => {
    const reset = jest.fn();
    const retry = jest.fn();
    const { container } = render(<ErrorPage error={serverError} reset={reset} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Even geduld, dit glas is nog niet geschonken',
    );
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    for (const detail of SERVER_DETAIL) {
      expect(container.textContent).not.toContain(detail);
    }
    // Trying again fetches the page anew (Next's retry); a reset alone rendered the same failure.
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it('the last-resort page is a whole Dutch document without the error itself', () => {
    const html = renderToStaticMarkup(
      <GlobalError error={serverError} reset={() => {}} retry={() => {}} />,
    );
    expect(html).toMatch(/^<html lang="nl-BE">/);
    expect(html).toContain('<title>Er liep iets mis | 1504 Locus Lex</title>');
    // In the house colours even where a browser would darken sites (lib/seo.ts COLOR_SCHEME).
    expect(html).toContain('<meta name="color-scheme" content="only light"/>');
    expect(html).toContain('Er liep iets mis bij het laden van de website.');
    expect(html).toMatch(/<button type="button"[^>]*>Opnieuw proberen<\/button>/);
    for (const detail of SERVER_DETAIL) {
      expect(html).not.toContain(detail);
    }
  });
});
