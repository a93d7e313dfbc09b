/** @jest-environment node */
import { ANIMAL_NAMES, animalHref } from '@/lib/content/animals';
import { MENU_CARD_PDF } from '@/lib/content/navigation';
import { ANIMAL_PAGES, PUBLIC_PAGES } from '@/lib/routes';
import { lastWritten, sitemapEntries } from '@/lib/sitemap';
import type { Wine } from '@/lib/wines/schema';

const SITE = 'https://locuslex.example';

function wine(collection: string, updatedAt?: string): Wine {
  return {
    _id: `${collection}-${updatedAt}`,
    name: 'Wijn',
    type: 'Rood',
    image: '',
    price_glass: 7,
    price_bottle: undefined,
    country: '',
    region: '',
    winehouse: '',
    collection,
    hidden: false,
    soldOut: false,
    updatedAt,
  };
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
  it('lists every public page, the six animal pages and the menu card once, with absolute URLs', () => {
    const entries = sitemapEntries(SITE, wines);
    expect([...byPath(entries).keys()].sort()).toEqual(
      [...PUBLIC_PAGES, ...ANIMAL_PAGES, MENU_CARD_PDF].sort(),
    );
    expect(entries).toHaveLength(PUBLIC_PAGES.length + ANIMAL_PAGES.length + 1);
    expect(entries[0]!.url).toBe(SITE);
    for (const { url } of entries) expect(url.startsWith(`${SITE}`)).toBe(true);
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
    expect(entries).toHaveLength(PUBLIC_PAGES.length + ANIMAL_PAGES.length + 1);
    for (const entry of entries) expect(entry).not.toHaveProperty('lastModified');
  });
});
