import { parseWineDocs } from '@/lib/wines/schema';

const valid = {
  name: 'Chablis Premier Cru',
  type: 'Wit',
  image: '',
  price_glass: 11,
  price_bottle: 58,
  country: 'Frankrijk',
  region: 'Bourgogne',
  winehouse: 'Domaine Lefèvre',
  collection: 'De Koele Giraf',
};

describe('parseWineDocs', () => {
  const bucket = process.env.FIREBASE_STORAGE_BUCKET;
  afterEach(() => {
    process.env.FIREBASE_STORAGE_BUCKET = bucket;
  });

  it('adds the document id as _id and trims text', () => {
    const { wines, skipped } = parseWineDocs([
      { id: 'chablis', data: { ...valid, name: '  Chablis Premier Cru ' } },
    ]);
    expect(skipped).toEqual([]);
    expect(wines[0]).toMatchObject({
      _id: 'chablis',
      name: 'Chablis Premier Cru',
      price_bottle: 58,
    });
  });

  it('reads text pasted with line breaks, tabs or control characters as one line', () => {
    const { wines } = parseWineDocs([
      {
        id: 'geplakt',
        data: {
          ...valid,
          name: 'Chablis\nPremier  Cru',
          region: 'Bour\tgogne',
          winehouse: 'Domaine\u0000Lefèvre\r\n',
          country: 'Frank\u202erijk\u202c',
        },
      },
    ]);
    expect(wines[0]).toMatchObject({
      name: 'Chablis Premier Cru',
      region: 'Bour gogne',
      winehouse: 'Domaine Lefèvre',
      country: 'Frankrijk',
    });
  });

  it('reads a field of nothing to see as empty: no blank filter option, no nameless wine', () => {
    const { wines, skipped } = parseWineDocs([
      { id: 'leeg-land', data: { ...valid, country: '\u200b', region: ' \u2060\ufeff ' } },
      { id: 'geen-naam', data: { ...valid, name: '\u200b\u200b' } },
    ]);
    expect(wines).toHaveLength(1);
    expect(wines[0]).toMatchObject({ _id: 'leeg-land', country: '', region: '' });
    expect(skipped.map((s) => s.id)).toEqual(['geen-naam']);
  });

  it('treats a missing, null or zero bottle price as absent', () => {
    const { wines } = parseWineDocs([
      { id: 'a', data: { ...valid, price_bottle: undefined } },
      { id: 'b', data: { ...valid, price_bottle: null } },
      { id: 'c', data: { ...valid, price_bottle: 0 } },
    ]);
    expect(wines.map((w) => w.price_bottle)).toEqual([undefined, undefined, undefined]);
  });

  it('reads a wine without a glass price as sold by the bottle only, and skips one with no price at all', () => {
    const { wines, skipped } = parseWineDocs([
      { id: 'a', data: { ...valid, price_glass: 0, price_bottle: 48 } },
      { id: 'b', data: { ...valid, price_glass: undefined, price_bottle: 48 } },
      { id: 'c', data: { ...valid, price_glass: null, price_bottle: '48' } },
      { id: 'd', data: { ...valid, price_glass: ' ', price_bottle: 48 } },
      // A minus typed in the console is no price either, not "€ -5,00" on the card.
      { id: 'e', data: { ...valid, price_glass: -5, price_bottle: 48 } },
      { id: 'geen', data: { ...valid, price_glass: 0, price_bottle: 0 } },
      { id: 'leeg', data: { ...valid, price_glass: '', price_bottle: undefined } },
    ]);
    expect(wines.map((w) => [w._id, w.price_glass, w.price_bottle])).toEqual([
      ['a', undefined, 48],
      ['b', undefined, 48],
      ['c', undefined, 48],
      ['d', undefined, 48],
      ['e', undefined, 48],
    ]);
    expect(skipped.map((s) => s.id)).toEqual(['geen', 'leeg']);
    expect(skipped[0]?.reason).toMatch(/no price by the glass or by the bottle/);
  });

  it('reads a price left as text in the console when it can only mean one amount', () => {
    const read = (price_glass: unknown, price_bottle?: unknown) =>
      parseWineDocs([{ id: 'p', data: { ...valid, price_glass, price_bottle } }]);
    expect(read('7,50', '34').wines[0]).toMatchObject({ price_glass: 7.5, price_bottle: 34 });
    expect(read(' 7.5 ', '€ 120,00').wines[0]).toMatchObject({
      price_glass: 7.5,
      price_bottle: 120,
    });
    expect(read('8 €', '').wines[0]).toMatchObject({ price_glass: 8, price_bottle: undefined });
    expect(read(9, '   ').wines[0]?.price_bottle).toBeUndefined();
    // Thousands or a decimal? Not a guess: the wine is left out and logged, as before.
    expect(read('1.250').skipped.map((s) => s.id)).toEqual(['p']);
    expect(read('zeven').skipped.map((s) => s.id)).toEqual(['p']);
    expect(read('').skipped.map((s) => s.id)).toEqual(['p']);
    expect(read('7,5,0').skipped.map((s) => s.id)).toEqual(['p']);
    expect(read(7, '1.250').skipped.map((s) => s.id)).toEqual(['p']);
    // Five digits of euro is the most a price written as text can hold; more is a typing slip.
    expect(read('12', '€ 12500').wines[0]?.price_bottle).toBe(12500);
    expect(read('12', '125000').skipped.map((s) => s.id)).toEqual(['p']);
  });

  it('leaves out a wine whose price is no amount at all (Firestore stores Infinity and NaN)', () => {
    const { wines, skipped } = parseWineDocs([
      { id: 'oneindig', data: { ...valid, price_glass: Infinity } },
      { id: 'fles', data: { ...valid, price_glass: 8, price_bottle: -Infinity } },
      { id: 'nan', data: { ...valid, price_glass: NaN, price_bottle: 40 } },
      { id: 'ok', data: { ...valid, price_glass: 8, price_bottle: 40 } },
    ]);
    // Not "no price" as 0 or blank is, but a broken field: the wine waits for a fix, logged.
    expect(skipped.map((s) => s.id)).toEqual(['oneindig', 'fles', 'nan']);
    expect(wines.map((w) => w._id)).toEqual(['ok']);
  });

  it('reads a type as typed by hand, whatever its case, accent or spaces', () => {
    const { wines, skipped } = parseWineDocs(
      ['rose', 'ROSÉ', ' Rosé ', 'rood', 'WIT', 'Mousserend', 'mousserend '].map((type, i) => ({
        id: `w${i}`,
        data: { ...valid, type },
      })),
    );
    expect(skipped).toEqual([]);
    expect(wines.map((w) => w.type)).toEqual([
      'Rosé',
      'Rosé',
      'Rosé',
      'Rood',
      'Wit',
      'Mousserend',
      'Mousserend',
    ]);
  });

  it('reads a known collection as typed by hand, and keeps any other as it is', () => {
    const { wines } = parseWineDocs(
      ['de koele giraf', ' DE  KOELE GIRAF', 'wijninspiratie', 'Huiswijnen', '', undefined].map(
        (collection, i) => ({ id: `c${i}`, data: { ...valid, collection } }),
      ),
    );
    expect(wines.map((w) => w.collection)).toEqual([
      'De Koele Giraf',
      'De Koele Giraf',
      'Wijninspiratie',
      'Huiswijnen',
      '',
      '',
    ]);
  });

  it('skips documents with an unknown type, no name or no glass price, naming them by id', () => {
    const { wines, skipped } = parseWineDocs([
      { id: 'ok', data: valid },
      { id: 'oranje', data: { ...valid, type: 'Oranje' } },
      { id: 'naamloos', data: { ...valid, name: '   ' } },
      { id: 'gratis', data: { ...valid, price_glass: 'zeven' } },
    ]);
    expect(wines.map((w) => w._id)).toEqual(['ok']);
    expect(skipped.map((s) => s.id)).toEqual(['oranje', 'naamloos', 'gratis']);
  });

  it('keeps when Firestore last wrote a wine, over any field of that name in the document', () => {
    const { wines, skipped } = parseWineDocs([
      { id: 'a', data: valid, updatedAt: '2026-11-24T21:00:00.123Z' },
      // A hand-written field of the same name must neither win nor get the wine skipped.
      { id: 'b', data: { ...valid, updatedAt: { seconds: 1 } } },
    ]);
    expect(skipped).toEqual([]);
    expect(wines.map((w) => w.updatedAt)).toEqual(['2026-11-24T21:00:00.123Z', undefined]);
  });

  it('drops an image that is neither a site path nor an https URL, keeping the wine', () => {
    const { wines } = parseWineDocs([
      { id: 'x', data: { ...valid, image: 'javascript:alert(1)' } },
    ]);
    expect(wines[0]?.image).toBe('');
  });

  it('keeps a picture the site can show and drops, naming the wine and host, one the image optimiser would refuse', () => {
    // With the venue's bucket configured; without one, no remote picture is shown at all.
    process.env.FIREBASE_STORAGE_BUCKET = 'locus-lex.appspot.com';
    const storage =
      'https://firebasestorage.googleapis.com/v0/b/locus-lex.appspot.com/o/wijnen%2Fchablis.jpg?alt=media&token=9a1b';
    const { wines, skipped, imagesDropped } = parseWineDocs([
      { id: 'eigen', data: { ...valid, image: '/images/wines/fles-wit.webp' } },
      { id: 'storage', data: { ...valid, image: ` ${storage} ` } },
      { id: 'zonder', data: { ...valid, image: '' } },
      { id: 'geen-veld', data: { ...valid, image: undefined } },
      { id: 'wijnhuis', data: { ...valid, image: 'https://www.domaine-lefevre.fr/chablis.jpg' } },
      { id: 'zonder-schema', data: { ...valid, image: '//cdn.example.com/chablis.jpg' } },
      { id: 'met-query', data: { ...valid, image: '/images/wines/fles-wit.webp?v=2' } },
      { id: 'getal', data: { ...valid, image: 42 } },
    ]);
    expect(skipped).toEqual([]);
    expect(wines.map((w) => w.image)).toEqual([
      '/images/wines/fles-wit.webp',
      storage,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    // The host only: a Storage URL's token, or anything else in a URL, stays out of the logs.
    expect(imagesDropped).toEqual([
      { id: 'wijnhuis', host: 'www.domaine-lefevre.fr' },
      { id: 'zonder-schema', host: 'cdn.example.com' },
      { id: 'met-query', host: 'site path' },
      { id: 'getal', host: 'other' },
    ]);
  });
});
