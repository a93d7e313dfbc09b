/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';

import { buildMenuCard } from '@/lib/menu-card';
import type { Wine } from '@/lib/wines/schema';

import sample from '../../scripts/sample-wines.json';

const wines = (sample as (Omit<Wine, '_id'> & { id: string })[]).map(({ id, ...w }) => ({
  _id: id,
  ...w,
}));
const venue = {
  name: '1504 Locus Lex',
  street: 'Markt 37',
  postalCode: '9700',
  city: 'Oudenaarde',
  phone: '+32 55 00 00 00',
  email: 'info@locuslex.example',
};

describe('buildMenuCard', () => {
  it('produces an A4 PDF with a Dutch title that holds every wine', async () => {
    const bytes = await buildMenuCard(wines, venue);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Menukaart 1504 Locus Lex');
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    // 44 wines need more than one page; an empty list still makes a card.
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const empty = await PDFDocument.load(await buildMenuCard([], venue));
    expect(empty.getPageCount()).toBe(1);
  });

  it('copes with characters outside the PDF standard fonts', async () => {
    const odd = [{ ...wines[0]!, name: 'Tōkai Ōsaka ✓' }];
    await expect(buildMenuCard(odd, venue)).resolves.toBeInstanceOf(Uint8Array);
  });
});
