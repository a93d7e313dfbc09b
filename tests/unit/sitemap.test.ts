/** @jest-environment node */
import { ANIMAL_NAMES, animalHref } from '@/lib/content/animals';
import { MENU_CARD_PDF, MENU_CARDS } from '@/lib/content/navigation';
import { ANIMAL_PAGES, PUBLIC_PAGES } from '@/lib/routes';
import { lastWritten, sitemapEntries } from '@/app/sitemap-entries';
import type { Wine } from '@/lib/wines/schema';

import { wine as sampleWine } from '../support/wine';

const SITE = 'https://locuslex.example';

function wine(collection: string, updatedAt?: string): Wine {
  return sampleWine({ _id: `${collection}-${updatedAt}`, name: 'Wijn', collection, updatedAt });
}

const [giraf, uil] = ANIMAL_NAMES as [string, string];
const wines = [
  wine(giraf, '2026-10-01T08:00:00.000Z'),
  wine(giraf, '2026-11-20T09:30:00.000Z'),
  wine(uil, '2026-09-15T12:00:00.000Z'),
  wine('Zonder dier', '2026-11-23T17:45:00.000Z'),
  wine(uil),
];

const byPath = (entries: ReturnType<typeof sitemapEntries>) =>
  new Map(entries.map((e) => [e.url.slice(SITE.length) || '/', e]));

describe('lastWritten', () => {
  it('is the newest write of the wines given', () => {
    expect(lastWritten(wines)).toEqual(new Date('2026-11-23T17:45:00.000Z'));
    expect(lastWritten(wines.slice(0, 3))).toEqual(new Date('2026-11-20T09:30:00.000Z'));
  });

  it('is nothing for no wines, or wines that do not say', () => {
    expect(lastWritten([])).toBeUndefined();
    expect(lastWritten([wine(uil)])).toBeUndefined();
  });
});

describe('sitemapEntries', () => {
  it('lists every public page and the six animal pages in each language, and the menu card, with absolute URLs', () => {
    const entries = sitemapEntries(SITE, wines);
    const paths = [...byPath(entries).keys()];
    const french = MENU_CARDS.fr;
    const english = MENU_CARDS.en;
    const dutch = paths.filter((p) => !/^\/(fr|en)(\/|$)/.test(p) && p !== french && p !== english);
    const winePages = wines.map((w) => `/wijnen/wijn/${encodeURIComponent(w._id)}`);
    expect(dutch.sort()).toEqual(
      [...PUBLIC_PAGES, ...ANIMAL_PAGES, ...winePages, MENU_CARD_PDF].sort(),
    );
    expect(entries).toHaveLength(
      3 * (PUBLIC_PAGES.length + ANIMAL_PAGES.length + wines.length + 1),
    );
    expect(paths).toEqual(expect.arrayContaining(['/fr', '/en/wines', '/fr/club/inscription']));
    expect(paths).toContain('/en/wines/De%20Koele%20Giraf');
    expect(paths).toContain(`/fr/vins/vin/${encodeURIComponent(wines[0]!._id)}`);
    expect(paths).toEqual(expect.arrayContaining(Object.values(MENU_CARDS)));
    expect(entries[0]!.url).toBe(SITE);
    for (const { url } of entries) expect(url.startsWith(`${SITE}`)).toBe(true);
  });

  it('names each page’s three languages and x-default (Dutch) alike on every one of them', () => {
    const entries = sitemapEntries(SITE, wines).filter((e) => e.alternates);
    const listed = new Set(entries.map((e) => e.url));
    for (const entry of entries) {
      const languages = entry.alternates!.languages as Record<string, string>;
      expect(Object.keys(languages)).toEqual(['nl-BE', 'fr-BE', 'en', 'x-default']);
      expect(languages['x-default']).toBe(languages['nl-BE']);
      // Reciprocal: every alternate is listed, and names this one among its own.
      for (const other of Object.values(languages)) {
        expect(listed).toContain(other);
        const back = entries.find((e) => e.url === other)!.alternates!.languages;
        expect(Object.values(back as Record<string, string>)).toContain(entry.url);
      }
    }
    const heritage = entries.find((e) => e.url === `${SITE}/erfgoed`)!.alternates!.languages;
    expect(heritage).toMatchObject({ 'fr-BE': `${SITE}/fr/patrimoine`, en: `${SITE}/en/heritage` });
  });

  it('dates the pages made from wine data by that data, and no other page', () => {
    const entries = byPath(sitemapEntries(SITE, wines));
    const newest = new Date('2026-11-23T17:45:00.000Z');
    expect(entries.get('/wijnen')!.lastModified).toEqual(newest);
    expect(entries.get(MENU_CARD_PDF)!.lastModified).toEqual(newest);
    // An animal page by its own wines only.
    expect(entries.get(animalHref(giraf))!.lastModified).toEqual(
      new Date('2026-11-20T09:30:00.000Z'),
    );
    expect(entries.get(animalHref(uil))!.lastModified).toEqual(
      new Date('2026-09-15T12:00:00.000Z'),
    );
    // An animal without wines, and every page not made from wines, claim no date.
    const others = ANIMAL_NAMES.filter((name) => name !== giraf && name !== uil);
    for (const name of others)
      expect(entries.get(animalHref(name))).not.toHaveProperty('lastModified');
    for (const path of PUBLIC_PAGES.filter((p) => p !== '/wijnen'))
      expect(entries.get(path)).not.toHaveProperty('lastModified');
  });

  it('without wine data still lists every page, only without dates', () => {
    const entries = sitemapEntries(SITE);
    expect(entries).toHaveLength(3 * (PUBLIC_PAGES.length + ANIMAL_PAGES.length + 1));
    for (const entry of entries) expect(entry).not.toHaveProperty('lastModified');
  });
});
