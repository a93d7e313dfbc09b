import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { ImageResponse } from 'next/og';
import type { CSSProperties, ReactElement } from 'react';

import { SHARE_CARD_SIZE } from './seo';

const FONT_DIR = 'node_modules/@fontsource/cormorant-garamond/files';

// Read from disk at build time, never fetched.
async function shareCardFonts() {
  const font = (file: string) => readFile(path.join(process.cwd(), FONT_DIR, file));
  return [
    {
      name: 'Cormorant',
      data: await font('cormorant-garamond-latin-600-normal.woff'),
      weight: 600 as const,
      style: 'normal' as const,
    },
    {
      name: 'Cormorant',
      data: await font('cormorant-garamond-latin-500-italic.woff'),
      weight: 500 as const,
      style: 'italic' as const,
    },
  ];
}

// Without a weight next/og would take the italic 500, the nearer to 400.
export const CARD_FRAME: CSSProperties = {
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  fontFamily: 'Cormorant',
  fontWeight: 600,
};

export async function shareCard(card: ReactElement) {
  return new ImageResponse(card, { ...SHARE_CARD_SIZE, fonts: await shareCardFonts() });
}
