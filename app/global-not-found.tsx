import type { Metadata } from 'next';

import { RootDocument } from '@/components/layout/root-document';

import NotFound from './[locale]/not-found';

export const metadata: Metadata = { title: 'Pagina niet gevonden | 1504 Locus Lex' };

/** An address no page has: the site's own 404 page in its shell, with no layout above it. */
export default function GlobalNotFound() {
  return (
    <RootDocument locale="nl" languages={false}>
      <NotFound />
    </RootDocument>
  );
}
