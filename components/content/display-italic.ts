import localFont from 'next/font/local';

// Here, not in the root layout: Next preloads it only on the routes whose modules load it.
const italic = localFont({
  src: '../../styles/fonts/cormorant-garamond-500-italic.woff2',
  weight: '500',
  style: 'italic',
  variable: '--font-display-italic',
  display: 'swap',
  // Fallback stack in styles/_tokens.scss, as for root-document.tsx's fonts.
  adjustFontFallback: false,
});

const italicExt = localFont({
  src: '../../styles/fonts/cormorant-garamond-500-italic-ext.woff2',
  weight: '500',
  style: 'italic',
  variable: '--font-display-italic-ext',
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

export const displayItalic = { variable: `${italic.variable} ${italicExt.variable}` };
