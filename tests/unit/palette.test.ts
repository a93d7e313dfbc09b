/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { fractions, PALETTE } from '@/lib/palette';

/** The tokens' colours, `$wine-dark: #4a1320;` read as { wineDark: '#4a1320' }. */
function tokenColours(): Record<string, string> {
  const scss = readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');
  return Object.fromEntries(
    [...scss.matchAll(/^\$([a-z-]+):\s*(#[0-9a-f]{6});/gim)].map(([, name = '', value = '']) => [
      name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value.toLowerCase(),
    ]),
  );
}

describe('the palette drawn outside the stylesheets', () => {
  it('is the design tokens’ colours, each under its token’s name', () => {
    const tokens = tokenColours();
    expect(Object.keys(tokens)).toEqual(expect.arrayContaining(['wine', 'ink', 'parchment']));
    for (const [name, value] of Object.entries(PALETTE))
      expect([name, value]).toEqual([name, tokens[name]]);
  });

  it('gives a colour as fractions of 1 for the menu card PDF', () => {
    expect(fractions('#ffffff')).toEqual([1, 1, 1]);
    expect(fractions('#000000')).toEqual([0, 0, 0]);
    expect(fractions(PALETTE.wine).map((c) => Math.round(c * 255))).toEqual([0x6b, 0x1e, 0x2e]);
  });
});
