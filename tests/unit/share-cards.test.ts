import { existsSync } from 'node:fs';
import path from 'node:path';

import { ANIMALS } from '@/lib/content/animals';
import { routing } from '@/i18n/routing';
import {
  SECTION_CARDS,
  sectionShareImage,
  sectionWords,
  shareCardFile,
} from '@/lib/content/share-cards';

const sections = Object.values(SECTION_CARDS);

describe('the sections’ share cards', () => {
  test('each draws a picture the site has', () => {
    for (const card of sections) {
      expect(existsSync(path.join(process.cwd(), 'public', card.art))).toBe(true);
    }
  });

  test('each has a file of its own in each language, beside the animals’ in the same folder', () => {
    const files = routing.locales.flatMap((locale) =>
      [...ANIMALS, ...sections].map((card) => shareCardFile(card, locale)),
    );
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z-]+\.png$/);
    expect(shareCardFile(SECTION_CARDS.club, 'fr')).toBe('fr-club.png');
  });

  test('each names its section in one word, so the card’s foot keeps to one line', () => {
    for (const locale of routing.locales)
      for (const card of sections)
        expect(sectionWords(card, locale).section).toMatch(/^\p{L}+(-\p{L}+)?$/u);
  });

  test('each is described in its language, naming the venue, for previews that read it out', () => {
    for (const locale of routing.locales)
      for (const card of sections) {
        const image = sectionShareImage(card, locale);
        expect(image.url).toBe(`/deelkaart/${shareCardFile(card, locale)}`);
        expect(image.alt).toContain('1504 Locus Lex');
        expect(image.alt.length).toBeLessThanOrEqual(120);
      }
    expect(sectionShareImage(SECTION_CARDS.event, 'en').alt).toMatch(/^Your event at /);
  });
});
