import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { RootDocument } from '@/components/layout/root-document';
import { HTML_LANG, localizedPath, routing } from '@/i18n/routing';

import NotFound from './[locale]/not-found';

export const metadata: Metadata = { title: 'Pagina niet gevonden | 1504 Locus Lex' };

// A page's own notFound() leaves the HTML empty, so this static page answers every 404.
export default async function GlobalNotFound() {
  const others = routing.locales.filter((locale) => locale !== routing.defaultLocale);
  const words = await Promise.all(
    others.map((locale) => getTranslations({ locale, namespace: 'NotFound' })),
  );
  return (
    <RootDocument locale={routing.defaultLocale} languages={false}>
      <NotFound />
      <div className="status-page__others">
        {others.map((locale, i) => (
          <section key={locale} lang={HTML_LANG[locale]}>
            <h2>{words[i]!('heading')}</h2>
            <p>{words[i]!('text')}</p>
            <a href={localizedPath(locale, '/')}>{words[i]!('home')}</a>
          </section>
        ))}
      </div>
    </RootDocument>
  );
}
