import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { ANIMALS, shareCardFile, type Animal } from '@/lib/content/animals';
import { PALETTE } from '@/lib/palette';
import { CARD_FRAME, shareCard } from '@/lib/share-card';

/**
 * /deelkaart/{slug}.png: each animal's share card (its medallion, name and trait), shown when an
 * animal page is shared. Made once at build time; any other name is a 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return ANIMALS.map((animal) => ({ file: shareCardFile(animal) }));
}

/** The medallion as PNG (next/og reads no WebP), from the very file the pages show. */
async function medallion(animal: Animal): Promise<string> {
  const webp = await readFile(path.join(process.cwd(), 'public', animal.img));
  const png = await sharp(webp).resize(500, 500).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Context = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { file } = await params;
  const animal = ANIMALS.find((a) => shareCardFile(a) === file);
  if (!animal) return new Response('Niet gevonden', { status: 404 });
  return shareCard(
    <div
      style={{
        ...CARD_FRAME,
        padding: '0 72px',
        gap: 56,
        background: PALETTE.parchment,
        color: PALETTE.ink,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page */}
      <img
        src={await medallion(animal)}
        width={500}
        height={500}
        alt=""
        style={{ borderRadius: '50%' }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <div style={{ fontSize: 30, letterSpacing: 8, color: PALETTE.goldText }}>
          1504 LOCUS LEX
        </div>
        <div style={{ fontSize: 88, lineHeight: 1.05, color: PALETTE.wine, marginTop: 16 }}>
          {animal.name}
        </div>
        <div style={{ fontSize: 44, fontStyle: 'italic', fontWeight: 500, marginTop: 16 }}>
          {animal.trait}
        </div>
        <div style={{ width: 240, height: 2, background: PALETTE.gold, margin: '32px 0' }} />
        <div style={{ fontSize: 32, color: PALETTE.inkSoft }}>Wijnkaart · Markt 37, Oudenaarde</div>
      </div>
    </div>,
  );
}
