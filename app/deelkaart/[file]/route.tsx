import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { routing } from '@/i18n/routing';
import { ANIMALS } from '@/lib/content/animals';
import {
  SECTION_CARDS,
  sectionWords,
  shareCardFile,
  type SectionCard,
} from '@/lib/content/share-cards';
import { getTranslator } from '@/lib/messages';
import { NIGHT, PALETTE } from '@/lib/palette';
import { CARD_FRAME, shareCard } from '@/lib/share-card';

const SECTIONS: readonly SectionCard[] = Object.values(SECTION_CARDS);

const CARDS = [...ANIMALS, ...SECTIONS];

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    CARDS.map((card) => ({ file: shareCardFile(card, locale) })),
  );
}

// As PNG: next/og reads no WebP.
async function drawing(src: string, width: number, height: number): Promise<string> {
  const webp = await readFile(path.join(process.cwd(), 'public', src));
  const png = await sharp(webp).resize(width, height).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Context = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { file } = await params;
  const locale = routing.locales.find((l) => CARDS.some((c) => shareCardFile(c, l) === file));
  if (!locale) return new Response(null, { status: 404 });
  const animal = ANIMALS.find((a) => shareCardFile(a, locale) === file);
  if (animal) {
    return card({
      picture: { src: await drawing(animal.img, 500, 500), width: 500, height: 500, round: true },
      title: animal.name,
      line: getTranslator(locale, 'Animals')(`${animal.slug}.trait` as never),
      place: getTranslator(locale, 'ShareCards')('winePlace'),
      dark: false,
    });
  }
  const section = SECTIONS.find((c) => shareCardFile(c, locale) === file)!;
  const words = sectionWords(section, locale);
  // 16:10, as most drawings are made; the others are cut to it.
  const frame = { width: 520, height: 325 };
  return card({
    picture: { src: await drawing(section.art, frame.width, frame.height), ...frame },
    title: words.title,
    line: words.line,
    place: words.section,
    dark: section.dark,
  });
}

type Card = {
  picture: { src: string; width: number; height: number; round?: boolean };
  title: string;
  line: string;
  place: string;
  dark: boolean;
};

const LIGHT = {
  background: PALETTE.parchment,
  text: PALETTE.ink,
  brand: PALETTE.goldText,
  title: PALETTE.wine,
  place: PALETTE.inkSoft,
};
const DARK = {
  background: `linear-gradient(180deg, ${NIGHT} 0%, ${PALETTE.wineDark} 100%)`,
  text: PALETTE.parchment,
  brand: PALETTE.gold,
  title: PALETTE.parchment,
  place: PALETTE.parchmentDark,
};

function card({ picture, title, line, place, dark }: Card) {
  const colours = dark ? DARK : LIGHT;
  const { src, width, height, round } = picture;
  // One text: next/og lays out an element of several children only as a flex box.
  const foot = `${place} · Markt 37, Oudenaarde`;
  return shareCard(
    <div
      style={{
        ...CARD_FRAME,
        padding: '0 72px',
        gap: 56,
        background: colours.background,
        color: colours.text,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page */}
      <img
        src={src}
        width={width}
        height={height}
        alt=""
        style={
          round
            ? { borderRadius: '50%' }
            : { borderRadius: 12, border: `2px solid ${PALETTE.gold}` }
        }
      />
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <div style={{ fontSize: 30, letterSpacing: 8, color: colours.brand }}>1504 LOCUS LEX</div>
        <div
          style={{
            // A long title ('Het oudste huis van Oudenaarde') in three lines, not four.
            fontSize: title.length > 16 ? 68 : 88,
            lineHeight: 1.05,
            color: colours.title,
            marginTop: 16,
          }}
        >
          {title}
        </div>
        <div style={{ fontSize: 44, fontStyle: 'italic', fontWeight: 500, marginTop: 16 }}>
          {line}
        </div>
        <div style={{ width: 240, height: 2, background: PALETTE.gold, margin: '32px 0' }} />
        <div style={{ fontSize: 32, color: colours.place }}>{foot}</div>
      </div>
    </div>,
  );
}
