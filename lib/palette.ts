/**
 * The design tokens' colours (styles/_tokens.scss) for what is drawn outside the stylesheets and
 * cannot read them: the staff mail (inline styles, as mail apps want), the share cards (next/og)
 * and the menu card PDF.
 */
export const PALETTE = {
  wine: '#6b1e2e',
  wineDark: '#4a1320',
  ink: '#1d1a1b',
  inkSoft: '#4a4446',
  parchment: '#f6f0e4',
  parchmentDark: '#eadfca',
  white: '#ffffff',
  gold: '#b8954a',
  goldText: '#7b5d1c',
} as const;

/** The night sky of the illustrations (scripts/art/common.mjs), behind the site's share card. */
export const NIGHT = '#1b1420';

/** A #rrggbb colour as three fractions of 1, as PDF colours are given (pdf-lib's `rgb`). */
export function fractions(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => ((value >> shift) & 0xff) / 255;
  return [channel(16), channel(8), channel(0)];
}
