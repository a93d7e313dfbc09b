import { existsSync } from 'node:fs';
import path from 'node:path';

import { ANIMALS } from '@/lib/content/animals';
import { SECTION_CARDS, sectionShareImage, shareCardFile } from '@/lib/content/share-cards';

const sections = Object.values(SECTION_CARDS);

describe('the sections’ share cards', () => {
  test('each draws a picture the site has', () => {
    for (const card of sections) {
      expect(existsSync(path.join(process.cwd(), 'public', card.art))).toBe(true);
    }
  });

  test('each has a file of its own, beside the animals’ in the same folder', () => {
    const files = [...ANIMALS.map(shareCardFile), ...sections.map(shareCardFile)];
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z-]+\.png$/);
  });

  test('each names its section in one word, so the card’s foot keeps to one line', () => {
    for (const card of sections) expect(card.section).toMatch(/^\p{L}+$/u);
  });

  test('each is described, naming the venue, for previews that read it out', () => {
    for (const card of sections) {
      const image = sectionShareImage(card);
      expect(image.url).toBe(`/deelkaart/${card.slug}.png`);
      expect(image.alt).toContain('1504 Locus Lex');
      expect(image.alt.length).toBeLessThanOrEqual(120);
    }
  });
});
