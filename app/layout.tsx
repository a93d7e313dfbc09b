import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';

import { SiteShell } from '@/components/layout/site-shell';
import { COLOR_SCHEME, SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site-config';

import '@/styles/globals.scss';

// Cut from @fontsource to the features a browser uses (scripts/fonts.mjs): 28 % lighter. The
// italic is preloaded only where it is used (components/content/display-italic.ts).
const display = localFont({
  src: [
    { path: '../styles/fonts/cormorant-garamond-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  variable: '--font-display',
  display: 'swap',
  // Scaled system faces for the moments before the font arrives: styles/_font-fallbacks.scss.
  adjustFontFallback: false,
  fallback: ['Display Fallback', 'Display Fallback Android', 'Georgia', 'Times New Roman', 'serif'],
});

const text = localFont({
  src: [
    { path: '../styles/fonts/source-sans-3-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../styles/fonts/source-sans-3-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-text',
  display: 'swap',
  adjustFontFallback: false,
  fallback: [
    'Text Fallback',
    'Text Fallback Android',
    'system-ui',
    'Segoe UI',
    'Arial',
    'sans-serif',
  ],
});

export const metadata: Metadata = {
  metadataBase: new URL(getSiteConfig().siteUrl),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: THEME_COLOR, colorScheme: COLOR_SCHEME };

export default function RootLayout({ children }: { children: ReactNode }) {
  // data-scroll-behavior: the stylesheet scrolls smoothly (to a fragment, to a page's top); Next
  // moves to a new page's top at once only when told so. Without it, the page's own scroll into
  // view ran smoothly, child by child from the last, and left visitors mid-page (764–820 px down
  // on every page that opens under the bar, tests/e2e/shell.spec.ts).
  return (
    <html
      lang="nl-BE"
      className={`${display.variable} ${text.variable}`}
      data-scroll-behavior="smooth"
    >
      <body>
        <SiteShell>{children}</SiteShell>
      </body>
    </html>
  );
}
