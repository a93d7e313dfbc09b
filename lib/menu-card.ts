import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

import { formatEuro } from './wines/filters';
import { WINE_TYPES, type Wine } from './wines/schema';

type Venue = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WINE_RED = rgb(0.42, 0.12, 0.18);
const INK = rgb(0.11, 0.1, 0.1);
const SOFT = rgb(0.35, 0.32, 0.32);
const TYPE_HEADINGS: Record<string, string> = {
  Rood: 'Rode wijnen',
  Wit: 'Witte wijnen',
  Rosé: 'Rosé',
  Mousserend: 'Mousserende wijnen',
};

/** The standard PDF fonts speak WinAnsi: fold anything else (e.g. 'ō') to its base letter. */
function winAnsi(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .split('')
    .map((ch) =>
      ch.charCodeAt(0) <= 0xff || ch === '€'
        ? ch
        : ch.normalize('NFKD').replace(/[^\x20-\xff]/g, ''),
    )
    .join('');
}

function price(amount: number | undefined): string {
  return amount === undefined ? '' : winAnsi(formatEuro(amount));
}

/** A real A4 menu card: wines grouped by type with glass and bottle prices, selectable text. */
export async function buildMenuCard(wines: Wine[], venue: Venue): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Menukaart 1504 Locus Lex');
  pdf.setAuthor(venue.name);
  pdf.setLanguage('nl-BE');
  pdf.setSubject('Wijnkaart per glas en per fles');
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const serifItalic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const right = A4.width - MARGIN;
  const text = (s: string, x: number, yy: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(winAnsi(s), { x, y: yy, font, size, color });
  const rightText = (
    s: string,
    xRight: number,
    yy: number,
    font: PDFFont,
    size: number,
    color = INK,
  ) => text(s, xRight - font.widthOfTextAtSize(winAnsi(s), size), yy, font, size, color);

  const footer = () => {
    const line = `${venue.name} · ${venue.street}, ${venue.postalCode} ${venue.city} · ${venue.phone} · ${venue.email}`;
    const w = sans.widthOfTextAtSize(winAnsi(line), 8);
    text(line, (A4.width - w) / 2, 30, sans, 8, SOFT);
  };
  const newPage = () => {
    footer();
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  // Title block.
  const title = '1504 Locus Lex';
  text(
    title,
    (A4.width - serifBold.widthOfTextAtSize(title, 30)) / 2,
    y - 10,
    serifBold,
    30,
    WINE_RED,
  );
  y -= 34;
  const sub = 'Wijnkaart · per glas en per fles';
  text(sub, (A4.width - serifItalic.widthOfTextAtSize(sub, 13)) / 2, y - 8, serifItalic, 13, SOFT);
  y -= 30;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: right, y },
    thickness: 0.8,
    color: rgb(0.72, 0.58, 0.29),
  });
  y -= 24;

  const groups = [...WINE_TYPES].map((type) => ({
    type,
    wines: wines
      .filter((w) => w.type === type)
      .sort((a, b) => a.name.localeCompare(b.name, 'nl-BE')),
  }));

  for (const group of groups.filter((g) => g.wines.length > 0)) {
    if (y < MARGIN + 90) newPage();
    text(TYPE_HEADINGS[group.type] ?? group.type, MARGIN, y, serifBold, 17, WINE_RED);
    rightText('Glas', right - 70, y, sans, 8, SOFT);
    rightText('Fles', right, y, sans, 8, SOFT);
    y -= 22;
    for (const wine of group.wines) {
      if (y < MARGIN + 30) newPage();
      text(wine.name, MARGIN, y, serif, 12);
      rightText(price(wine.price_glass), right - 70, y, serif, 12);
      rightText(
        price(wine.price_bottle) || '—',
        right,
        y,
        serif,
        12,
        wine.price_bottle ? INK : SOFT,
      );
      const detail = [wine.winehouse, wine.region, wine.country].filter(Boolean).join(' · ');
      text(detail, MARGIN, y - 12, sans, 8.5, SOFT);
      y -= 30;
    }
    y -= 10;
  }
  if (wines.length === 0)
    text(
      'De wijnkaart wordt aangevuld. Vraag ons gerust naar de wijnen van vandaag.',
      MARGIN,
      y,
      serifItalic,
      12,
    );
  if (y < MARGIN + 40) newPage();
  text(
    'Andere dranken en culinaire begeleiding: vraag ernaar aan de bar.',
    MARGIN,
    Math.max(y - 10, MARGIN + 20),
    serifItalic,
    11,
    SOFT,
  );
  footer();
  return pdf.save();
}
