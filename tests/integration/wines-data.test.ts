import type { Firestore } from 'firebase-admin/firestore';

import {
  HOUSE_WINE_COLLECTIONS,
  queryHouseWines,
  queryWines,
  WINES_COLLECTION,
} from '@/lib/firestore';

import sample from '../../scripts/sample-wines.json';
import { clearCollection, connect, emulatorTargets } from '../support/emulators';

type SampleWine = { id: string; image: string; collection: string } & Record<string, unknown>;
const wines = sample as SampleWine[];
const NO_IMAGE_FIELD = {
  id: 'zonder-beeldveld',
  data: {
    name: 'Zonder beeldveld',
    type: 'Wit',
    price_glass: 6.5,
    country: 'België',
    region: 'Vlaamse Ardennen',
    winehouse: 'Wijndomein Schorpioen',
    collection: 'Wijninspiratie',
  },
};

/** A wine as staff would write one, named by its id; what a test is about is passed in. */
function writeWine(db: Firestore, id: string, fields: { image: string; collection: string }) {
  return db
    .collection(WINES_COLLECTION)
    .doc(id)
    .set({
      name: id,
      type: 'Wit',
      price_glass: 7,
      country: 'Frankrijk',
      region: 'Loire',
      winehouse: 'X',
      ...fields,
    });
}

describe.each(emulatorTargets())('wine data on the $name emulator', (target) => {
  let db: Firestore;
  let written: { after: number; before: number };

  beforeAll(async () => {
    db = await connect(target, 'demo-wines-data');
    await clearCollection(db, WINES_COLLECTION);
    const batch = db.batch();
    for (const { id, ...wine } of wines) batch.set(db.collection(WINES_COLLECTION).doc(id), wine);
    // Hand-written console documents can be broken: these must be skipped, not crash the menu.
    batch.set(db.collection(WINES_COLLECTION).doc('kapot-zonder-prijs'), {
      name: 'Zonder prijs',
      type: 'Rood',
      image: '',
    });
    // Written without an `image` field at all: a whole wine all the same, shown with its drawn
    // bottle (Firestore's orderBy on `image` would leave it out).
    batch.set(db.collection(WINES_COLLECTION).doc(NO_IMAGE_FIELD.id), NO_IMAGE_FIELD.data);
    batch.set(db.collection(WINES_COLLECTION).doc('kapot-type'), {
      name: 'Oranje wijn',
      type: 'Oranje',
      image: 'https://example.invalid/x.png',
      price_glass: 6,
    });
    const after = Date.now();
    await batch.commit();
    written = { after, before: Date.now() };
  });

  // Each test counts its own log lines.
  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await db.terminate();
  });

  it('reads every valid wine, with the document id as _id, ordered by image descending', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await queryWines(db);
    expect(result).toHaveLength(wines.length + 1);
    expect(result.map((w) => w._id).sort()).toEqual(
      [...wines.map((w) => w.id), NO_IMAGE_FIELD.id].sort(),
    );
    expect(result.find((w) => w._id === NO_IMAGE_FIELD.id)).toMatchObject({
      name: NO_IMAGE_FIELD.data.name,
      image: '',
    });
    // Image descending, ties by document id descending (the ids and URLs are ASCII, so plain
    // string order is their byte order): the same on every emulator and in production.
    const desc = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
    const expected = result
      .map((w) => ({ id: w._id, image: w.image }))
      .sort((a, b) => desc(a.image, b.image) || desc(a.id, b.id));
    expect(result.map((w) => w._id)).toEqual(expected.map((w) => w.id));
    // That is Firestore's own orderBy('image', 'desc'), ties included, as Google's emulator (the
    // reference for query semantics) answers it. The embedded one breaks ties in its own order.
    if (target.name === 'google') {
      const ordered = await db.collection(WINES_COLLECTION).orderBy('image', 'desc').get();
      const shown = new Set(result.map((w) => w._id));
      expect(result.map((w) => w._id).filter((id) => id !== NO_IMAGE_FIELD.id)).toEqual(
        ordered.docs.map((d) => d.id).filter((id) => shown.has(id)),
      );
    }
    const images = result.map((w) => w.image);
    expect(images).toEqual([...images].sort().reverse());
    expect(images.at(-1)).toBe('');
    // The bad documents are logged by id only.
    const logged = warn.mock.calls.map((c) => String(c[0]));
    expect(logged.some((l) => l.includes('kapot-zonder-prijs'))).toBe(true);
    expect(logged.some((l) => l.includes('kapot-type'))).toBe(true);
    warn.mockRestore();
  });

  it('says when Firestore last wrote each wine (the sitemap dates the wine pages by it)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await queryWines(db);
    for (const wine of result) {
      expect(wine.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const at = Date.parse(wine.updatedAt!);
      // The emulator's clock is this machine's; a second either side for its rounding.
      expect(at).toBeGreaterThanOrEqual(written.after - 1000);
      expect(at).toBeLessThanOrEqual(written.before + 1000);
    }
  });

  it('keeps an absent bottle price absent', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await queryWines(db);
    const withoutBottle = wines.filter((w) => w.price_bottle === undefined).map((w) => w.id);
    expect(withoutBottle.length).toBeGreaterThan(0);
    for (const wine of result.filter((w) => withoutBottle.includes(w._id))) {
      expect(wine.price_bottle).toBeUndefined();
    }
  });

  it('returns at most 4 house wines, from the house collections, with an image, collection descending', async () => {
    const result = await queryHouseWines(db);
    expect(result).toHaveLength(4);
    for (const wine of result) {
      expect(HOUSE_WINE_COLLECTIONS).toContain(wine.collection);
      expect(wine.image).not.toBe('');
    }
    const collections = result.map((w) => w.collection);
    expect(collections).toEqual([...collections].sort().reverse());
    // 'Wijninspiratie' sorts after 'De Koele Giraf', so descending order starts there.
    expect(collections[0]).toBe('Wijninspiratie');
  });

  it('returns fewer than 4 house wines when fewer match', async () => {
    const other = await connect(target, 'demo-wines-few');
    await clearCollection(other, WINES_COLLECTION);
    await writeWine(other, 'g1', {
      image: '/images/wines/fles-wit.webp',
      collection: 'De Koele Giraf',
    });
    await writeWine(other, 'g2', { image: '', collection: 'De Koele Giraf' });
    const result = await queryHouseWines(other);
    expect(result.map((w) => w._id)).toEqual(['g1']);
    await other.terminate();
  });

  it('gives a house wine whose picture the site cannot show no place among the four', async () => {
    const other = await connect(target, 'demo-wines-house-pictures');
    await clearCollection(other, WINES_COLLECTION);
    const wine = (id: string, image: string, collection: string) =>
      writeWine(other, id, { image, collection });
    await wine('w1', '/images/wines/fles-rood.webp', 'Wijninspiratie');
    await wine('w2', 'https://wijnhuis.example/fles.jpg', 'Wijninspiratie');
    await wine('w3', '/images/wines/fles-wit.webp', 'Wijninspiratie');
    await wine('w4', '/images/wines/fles-rose.webp', 'Wijninspiratie');
    await wine('g1', '/images/wines/fles-wit.webp', 'De Koele Giraf');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await queryHouseWines(other);
    expect(result).toHaveLength(4);
    expect(result.map((w) => w._id).sort()).toEqual(['g1', 'w1', 'w3', 'w4']);
    expect(result.every((w) => w.image !== '')).toBe(true);
    expect(result.at(-1)?._id).toBe('g1');
    // The picture not shown is named once per cache fill, by the full read, not again by this one.
    expect(warn).not.toHaveBeenCalled();
    await queryWines(other);
    expect(warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('w2'))).toEqual([
      expect.stringContaining('wijnhuis.example'),
    ]);
    warn.mockRestore();
    await other.terminate();
  });

  it('with the photos’ bucket configured, keeps a wine whose photo is in another bucket, drawn, and says which bucket is shown', async () => {
    const other = await connect(target, 'demo-wines-bucket');
    await clearCollection(other, WINES_COLLECTION);
    const wine = (id: string, image: string) =>
      writeWine(other, id, { image, collection: 'Wijninspiratie' });
    await wine('ours', 'https://storage.googleapis.com/locus-lex.appspot.com/wijnen/chablis.webp');
    await wine('theirs', 'https://storage.googleapis.com/iemand-anders/chablis.webp');
    const saved = process.env;
    process.env = { ...saved, FIREBASE_STORAGE_BUCKET: 'locus-lex.appspot.com' };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const wines = await queryWines(other);
      expect(Object.fromEntries(wines.map((w) => [w._id, w.image]))).toEqual({
        ours: 'https://storage.googleapis.com/locus-lex.appspot.com/wijnen/chablis.webp',
        theirs: '',
      });
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(
          /theirs: image \(storage\.googleapis\.com\).*bucket locus-lex\.appspot\.com/,
        ),
      ]);
    } finally {
      warn.mockRestore();
      process.env = saved;
      await other.terminate();
    }
  });
});
