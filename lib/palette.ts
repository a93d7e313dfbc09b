// styles/_tokens.scss' colours, for what cannot read a stylesheet: mail, share cards, the PDF.
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

// As in scripts/art/common.mjs.
export const NIGHT = '#1b1420';

export function fractions(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => ((value >> shift) & 0xff) / 255;
  return [channel(16), channel(8), channel(0)];
}
