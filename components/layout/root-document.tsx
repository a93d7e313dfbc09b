import { getMessages, setRequestLocale } from 'next-intl/server';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';

import { HTML_LANG, type Locale } from '@/i18n/routing';

import { ErrorWordsProvider } from './error-words';
import { SiteShell } from './site-shell';

import '@/styles/globals.scss';

const display = localFont({
  src: [
    {
      path: '../../styles/fonts/cormorant-garamond-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  // The fallback stack is in styles/_tokens.scss: the -ext face must come before its system faces.
  adjustFontFallback: false,
});

const displayExt = localFont({
  src: [
    {
      path: '../../styles/fonts/cormorant-garamond-500-normal-ext.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  variable: '--font-display-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A8, U+AA, U+AC, U+AE-AF, U+B1-B6, U+B8-BA, U+BC-BF, U+C3, U+C5-C6, U+CC, U+D0, U+D2, U+D5, U+D8, U+DD-DE, U+E3, U+E5-E6, U+EC, U+F0, U+F2, U+F5, U+F7-F8, U+FD-FE, U+131, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

const text = localFont({
  src: [
    { path: '../../styles/fonts/source-sans-3-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../styles/fonts/source-sans-3-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-text',
  display: 'swap',
  adjustFontFallback: false,
});

const textExt = localFont({
  src: [
    {
      path: '../../styles/fonts/source-sans-3-400-normal-ext.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../styles/fonts/source-sans-3-600-normal-ext.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-text-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A8, U+AA, U+AC, U+AE-AF, U+B1-B6, U+B8-BA, U+BC-BF, U+C3, U+C5-C6, U+CC, U+D0, U+D2, U+D5, U+D8, U+DD-DE, U+E3, U+E5-E6, U+EC, U+F0, U+F2, U+F5, U+F7-F8, U+FD-FE, U+131, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export async function RootDocument({
  locale,
  languages = true,
  children,
}: {
  locale: Locale;
  languages?: boolean;
  children: ReactNode;
}) {
  // The language as the route gives it, not read from the request: pages stay prerendered.
  setRequestLocale(locale);
  const { Error } = await getMessages({ locale });
  // The stylesheet scrolls smoothly; this tells Next to jump to a new page's top at once.
  return (
    <html
      lang={HTML_LANG[locale]}
      className={[display, displayExt, text, textExt].map((font) => font.variable).join(' ')}
      data-scroll-behavior="smooth"
    >
      <body>
        <ErrorWordsProvider words={Error}>
          <SiteShell languages={languages}>{children}</SiteShell>
        </ErrorWordsProvider>
      </body>
    </html>
  );
}
