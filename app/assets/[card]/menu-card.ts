import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

import { HTML_LANG, type Locale } from '@/i18n/routing';

import { getTranslator } from '@/lib/messages';
import { fractions, PALETTE } from '@/lib/palette';
import { PdfTags, type TagElement } from './pdf-tags';
import { phoneLinkHtml, plainPage } from '@/lib/plain-page';
import { escapeHtml, singleLine } from '@/lib/text';
import { PRICES } from '@/lib/wines/filters';
import { countryName, formatEuro, regionName, TYPE_KEYS } from '@/lib/wines/names';
import { WINE_TYPES, type Wine } from '@/lib/wines/schema';

export type Venue = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
// Ends clear of the glass price: the widest price plus a gap.
const NAME_WIDTH = A4.width - 2 * MARGIN - 70 - 64;
const NAME_LEADING = 14;
const HEAD_HEIGHT = 22;
const DETAIL_LEADING = 10.5;
const WINE_RED = rgb(...fractions(PALETTE.wine));
const INK = rgb(...fractions(PALETTE.ink));
const SOFT = rgb(...fractions(PALETTE.inkSoft));
const GOLD = rgb(...fractions(PALETTE.gold));
export const menuCardWords = (locale: Locale) => getTranslator(locale, 'MenuCard');

// What the standard PDF fonts can draw beyond Latin-1 (the rest of Windows-1252).
export const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa1 }, (_, i) => 0xa1 + i),
  ...Array.from(WIN_ANSI_EXTRAS, (ch) => ch.codePointAt(0)!),
]);
const drawable = (ch: string) => WIN_ANSI.has(ch.codePointAt(0)!);

// The standard fonts draw only WinAnsi: other letters fold to their base letter ('ō' → 'o').
export function winAnsi(text: string): string {
  return Array.from(singleLine(text))
    .map((ch) => (drawable(ch) ? ch : Array.from(ch.normalize('NFKD')).filter(drawable).join('')))
    .join('');
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ').filter(Boolean)) {
    if (line && fits(`${line} ${word}`)) {
      line = `${line} ${word}`;
      continue;
    }
    if (line) lines.push(line);
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export async function buildMenuCard(
  wines: Wine[],
  venue: Venue,
  locale: Locale = 'nl',
): Promise<Uint8Array> {
  const t = menuCardWords(locale);
  const price = (amount: number | undefined) =>
    amount === undefined ? '' : winAnsi(formatEuro(amount, locale));
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('title'), { showInWindowTitleBar: true });
  pdf.setAuthor(venue.name);
  pdf.setLanguage(HTML_LANG[locale]);
  pdf.setSubject(t('subject'));
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const serifItalic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const right = A4.width - MARGIN;
  const tags = new PdfTags(pdf);
  const text = (
    tag: TagElement | undefined,
    s: string,
    x: number,
    yy: number,
    font: PDFFont,
    size: number,
    color = INK,
  ) => {
    const draw = () => page.drawText(winAnsi(s), { x, y: yy, font, size, color });
    if (tag) tags.content(tag, page, draw);
    else tags.artifact(page, draw);
  };
  const widthOf = (s: string, font: PDFFont, size: number) =>
    font.widthOfTextAtSize(winAnsi(s), size);
  const rightText = (
    tag: TagElement | undefined,
    s: string,
    xRight: number,
    yy: number,
    font: PDFFont,
    size: number,
    color = INK,
  ) => text(tag, s, xRight - widthOf(s, font, size), yy, font, size, color);
  const centredText = (
    tag: TagElement | undefined,
    s: string,
    yy: number,
    font: PDFFont,
    size: number,
    color = INK,
  ) => text(tag, s, (A4.width - widthOf(s, font, size)) / 2, yy, font, size, color);

  // Tagged once, as the last paragraph; on the other sheets it is a running footer (an artifact).
  const footer = (tag?: TagElement) => {
    const line = `${venue.name} · ${venue.street}, ${venue.postalCode} ${venue.city} · ${venue.phone} · ${venue.email}`;
    centredText(tag, line, 30, sans, 8, SOFT);
  };
  const newPage = () => {
    footer();
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  centredText(tags.element('H1', tags.document), '1504 Locus Lex', y - 10, serifBold, 30, WINE_RED);
  y -= 34;
  centredText(tags.element('P', tags.document), t('subtitle'), y - 8, serifItalic, 13, SOFT);
  y -= 30;
  tags.artifact(page, () =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: right, y },
      thickness: 0.8,
      color: GOLD,
    }),
  );
  y -= 24;

  const groups = [...WINE_TYPES].map((type) => ({
    type,
    wines: wines
      // A printed card outlives a sell-out, so it lists only what can be poured.
      .filter((w) => w.type === type && !w.soldOut)
      .sort((a, b) => a.name.localeCompare(b.name, HTML_LANG[locale])),
  }));

  const columns = PRICES.map((p, i) => ({
    field: p.field,
    label: t(p.label),
    key: p.label,
    x: right - 70 * (PRICES.length - 1 - i),
  }));
  // Untagged labels and repeated headings are for the eye: a reader hears each price with its own
  // label, and the heading once.
  const sectionHead = (tag: TagElement | undefined, title: string) => {
    text(tag, title, MARGIN, y, serifBold, 17, WINE_RED);
    for (const { label, x } of columns) rightText(undefined, label, x, y, sans, 8, SOFT);
    y -= HEAD_HEIGHT;
  };
  const wineLines = (wine: Wine) => {
    const name = wrapText(winAnsi(wine.name), serif, 12, NAME_WIDTH);
    const origin = [
      wine.vintage === 'NV' ? t('nonVintage') : wine.vintage,
      wine.grapes.join(', '),
      wine.winehouse,
      regionName(wine.region, locale),
      countryName(wine.country, locale),
    ]
      .filter(Boolean)
      .join(' · ');
    const detail = wrapText(winAnsi(origin), sans, 8.5, right - MARGIN);
    const extra =
      (name.length - 1) * NAME_LEADING + Math.max(detail.length - 1, 0) * DETAIL_LEADING;
    return { wine, name, detail, extra };
  };
  const fits = (extra: number) => y - extra >= MARGIN + 30;

  for (const group of groups.filter((g) => g.wines.length > 0)) {
    const rows = group.wines.map(wineLines);
    // A heading goes to the next sheet with its first wine rather than stand alone at a foot.
    if (y < MARGIN + 90 || !fits(HEAD_HEIGHT + rows[0]!.extra)) newPage();
    const title = t(`types.${TYPE_KEYS[group.type]}`);
    sectionHead(tags.element('H2', tags.document), title);
    const list = tags.element('L', tags.document);
    for (const { wine, name, detail, extra } of rows) {
      const item = tags.element('LBody', tags.element('LI', list));
      if (!fits(extra)) {
        newPage();
        sectionHead(undefined, t('continued', { title }));
      }
      name.forEach((line, i) => text(item, line, MARGIN, y - i * NAME_LEADING, serif, 12));
      for (const { field, key, x } of columns) {
        const amount = wine[field];
        const said = t(amount === undefined ? 'notPer' : 'per', { what: key });
        rightText(
          tags.element('Span', item, amount === undefined ? said : `${said} ${price(amount)}`),
          price(amount) || '—',
          x,
          y,
          serif,
          12,
          amount === undefined ? SOFT : INK,
        );
      }
      const detailTop = y - (name.length - 1) * NAME_LEADING - 12;
      detail.forEach((line, i) =>
        text(item, line, MARGIN, detailTop - i * DETAIL_LEADING, sans, 8.5, SOFT),
      );
      y -= 30 + extra;
    }
    y -= 10;
  }
  if (wines.length === 0)
    text(tags.element('P', tags.document), t('empty'), MARGIN, y, serifItalic, 12);
  if (y < MARGIN + 40) newPage();
  text(
    tags.element('P', tags.document),
    t('other'),
    MARGIN,
    Math.max(y - 10, MARGIN + 20),
    serifItalic,
    11,
    SOFT,
  );
  footer(tags.element('P', tags.document));
  const sheets = pdf.getPages();
  if (sheets.length > 1)
    for (const [i, sheet] of sheets.entries()) {
      page = sheet; // what the drawing helpers draw on
      rightText(undefined, `${i + 1} / ${sheets.length}`, right, A4.height - 30, sans, 8, SOFT);
    }
  tags.finish();
  return pdf.save();
}

export function menuCardUnavailablePage(
  venue: Pick<Venue, 'name' | 'phone' | 'email'>,
  locale: Locale = 'nl',
  paths: { home: string; wines: string } = { home: '/', wines: '/wijnen' },
): string {
  const t = menuCardWords(locale);
  const email = escapeHtml(venue.email);
  // The messages are the site's own HTML; only the venue's values are escaped.
  const text = t.markup('unavailableText', {
    wines: (words) => `<a href="${paths.wines}">${words}</a>`,
  });
  const ask = t.markup('unavailableAsk', {
    phone: () => phoneLinkHtml(venue.phone),
    mail: () => `<a href="mailto:${email}">${email}</a>`,
  });
  return plainPage(
    t('unavailableTitle'),
    `<p>${escapeHtml(venue.name)}</p>
<h1>${t('unavailableHeading')}</h1>
<p>${text}</p>
<p>${ask}</p>
<a href="${paths.home}" class="button">${t('home')}</a>`,
    HTML_LANG[locale],
  );
}
