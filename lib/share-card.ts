import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A share card's size: what link previews (Open Graph, X) show at full width. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

const FONT_DIR = 'node_modules/@fontsource/cormorant-garamond/files';

/**
 * The self-hosted display face for next/og's ImageResponse: read from disk when the card is made
 * (at build time), never fetched.
 */
export async function shareCardFonts() {
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
