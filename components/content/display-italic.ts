import localFont from 'next/font/local';

// The italic sets only the lead lines under titles (page hero, landing, home slides), so it lives
// here rather than in the root layout: Next preloads a next/font font on the routes whose modules
// load it, so the pages with such a line get it before their first paint (no late swap that moves
// the page), and the others (the forms, contact, privacy) no longer download its 17 kB before
// their first paint (only afterwards, when a link in view prefetches a page that has the line).
// Each user puts `displayItalic.variable` on the element, which styles/_mixins `display-italic`
// reads. Cut from @fontsource like the other fonts (scripts/fonts.mjs).
export const displayItalic = localFont({
  src: '../../styles/fonts/cormorant-garamond-500-italic.woff2',
  weight: '500',
  style: 'italic',
  variable: '--font-display-italic',
  display: 'swap',
  // Scaled system faces until it arrives (styles/_font-fallbacks.scss).
  adjustFontFallback: false,
  fallback: [
    'Display Italic Fallback',
    'Display Italic Fallback Android',
    'Georgia',
    'Times New Roman',
    'serif',
  ],
});
