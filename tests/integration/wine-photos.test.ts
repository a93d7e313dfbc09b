/** Staff's bottle photos: posted from a phone, prepared on the server, kept in Firestore. */
let sessionCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'beheer-sessie' && sessionCookie ? { name, value: sessionCookie } : undefined,
  }),
  headers: async () => new Headers(),
}));
// Outside Next's request scope there are no cached pages to refresh.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { revalidateTag } from 'next/cache';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

import EditWine from '@/app/beheer/wijnen/[id]/page';
import { POST as upload } from '@/app/beheer/wijnfoto/route';
import { GET as servePhoto } from '@/app/wijnfoto/[file]/route';
import { WINES_COLLECTION } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { PHOTO_UPLOAD_PATH, SIGN_IN_PATH } from '@/lib/staff/constants';
import { STAFF_LOG_COLLECTION } from '@/lib/staff/log';
import { PHOTO_MAX_BYTES } from '@/lib/staff/constants';
import { photoHash, PHOTOS_COLLECTION } from '@/lib/wines/photos';

import { clearCollection } from '../support/emulators';
import { sessionFor, staffEmulators } from '../support/staff-session';

const PROJECT = 'demo-locus-lex-test';
const STAFF = 'kelder@locuslex.example';
const SITE = getSiteConfig().siteUrl;
let auth: Auth;
let db: Firestore;
let staffCookie: string;

const wine = {
  name: 'Sancerre Blanc',
  type: 'Wit',
  price_glass: 9,
  country: 'Frankrijk',
  region: 'Loire',
  winehouse: 'Domaine Vacheron',
  collection: 'Wijninspiratie',
  image: '/images/wines/fles-wit.webp',
};

type Posted = { bytes: Uint8Array; name: string; type: string };
type PostOptions = { wine?: string; origin?: string | null; announced?: boolean };

/** A file posted as the page's form posts it: multipart, from the site, its length announced. */
async function post(
  file: Posted | null,
  { wine = 'sancerre', origin = SITE, announced = true }: PostOptions = {},
) {
  const form = new FormData();
  if (file)
    form.set('foto', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = new Headers({ 'content-type': encoded.headers.get('content-type')! });
  if (announced) headers.set('content-length', String(body.length));
  if (origin) headers.set('origin', origin);
  const url = `${SITE}${PHOTO_UPLOAD_PATH}?wijn=${encodeURIComponent(wine)}`;
  const response = await upload(new Request(url, { method: 'POST', headers, body }));
  return { status: response.status, location: response.headers.get('location') };
}

const jpeg = (bytes: Uint8Array, name = 'IMG_2041.jpg'): Posted => ({
  bytes,
  name,
  type: 'image/jpeg',
});
const png = (bytes: Uint8Array): Posted => ({ bytes, name: 'fles.png', type: 'image/png' });
const outcome = (result: string) => ({
  status: 303,
  location: `/beheer/wijnen/sancerre?foto=${result}`,
});

/**
 * A phone's picture held sideways: stored 3200 × 1600 with EXIF orientation 6 (turn right to
 * view), its left half dark, and the camera's GPS position, make and colour profile.
 */
const phonePhoto = () =>
  sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#f6f0e4' } })
    .composite([
      {
        input: { create: { width: 1600, height: 1600, channels: 3, background: '#1d1a1b' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefoonmerk', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 50/1 4500/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 36/1 1200/100',
        GPSMapDatum: 'WGS-84',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const plain = (background: string, width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A valid PNG of one colour, 20,000 × 20,000 pixels (400 megapixels) in some 50 kB. */
function pixelBomb(): Buffer {
  const side = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit per pixel, grey
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photoDoc = (hash: string) => db.collection(PHOTOS_COLLECTION).doc(hash);
const imageOf = async (id = 'sancerre') =>
  String((await db.collection(WINES_COLLECTION).doc(id).get()).get('image'));
const storedPhotos = async () =>
  (await db.collection(PHOTOS_COLLECTION).get()).docs.map((d) => d.id);

async function staffLogLines() {
  const docs = (await db.collection(STAFF_LOG_COLLECTION).orderBy('at').get()).docs;
  return docs.map((d) => `${d.get('action')} ${d.get('by')}: ${d.get('detail')}`);
}

async function nothingWritten() {
  expect(await storedPhotos()).toEqual([]);
  expect((await db.collection(WINES_COLLECTION).doc('sancerre').get()).data()).toEqual(wine);
  expect(await staffLogLines()).toEqual([]);
  expect(revalidateTag).not.toHaveBeenCalled();
}

describe("staff's wine photos", () => {
  beforeAll(async () => {
    ({ auth, db } = await staffEmulators('photos-test', PROJECT));
    staffCookie = await sessionFor(auth, STAFF, true);
  });
  beforeEach(async () => {
    sessionCookie = staffCookie;
    for (const name of [WINES_COLLECTION, PHOTOS_COLLECTION, STAFF_LOG_COLLECTION])
      await clearCollection(db, name);
    await db.collection(WINES_COLLECTION).doc('sancerre').set(wine);
    jest.mocked(revalidateTag).mockClear();
  });
  afterAll(async () => {
    await db.terminate();
  });

  it('keeps a phone photo upright, at most 1600 px, as WebP without its GPS position or any other metadata', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([3200, 1600, 6]);
    expect(before.exif?.includes('WGS-84')).toBe(true);
    expect(before.icc).toBeDefined();

    expect(await post(jpeg(input))).toEqual(outcome('bewaard'));

    const hash = photoHash(await imageOf());
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    const doc = (await photoDoc(hash!).get()).data()!;
    const bytes = doc.bytes as Buffer;
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 32)).toBe(hash);
    expect(doc).toMatchObject({ width: 800, height: 1600, size: bytes.length, wine: 'sancerre' });
    expect(doc.createdAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);

    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect([after.orientation, after.exif, after.icc, after.xmp, after.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Nor anywhere in the file: no EXIF, XMP or ICC chunk, no trace of the camera or the place.
    for (const trace of ['EXIF', 'XMP ', 'ICCP', 'WGS-84', 'Telefoonmerk'])
      expect([trace, bytes.includes(trace)]).toEqual([trace, false]);
    // The stored left half, turned right, is the top: dark above, light below.
    const pixel = async (top: number) =>
      (await sharp(bytes).extract({ left: 400, top, width: 1, height: 1 }).raw().toBuffer())[0]!;
    expect(await pixel(10)).toBeLessThan(60);
    expect(await pixel(1590)).toBeGreaterThan(200);

    expect(await staffLogLines()).toEqual([`photo-save ${STAFF}: Sancerre Blanc`]);
    expect(revalidateTag).toHaveBeenCalledWith('wines', { expire: 0 });
  });

  const gif = async (): Promise<Posted> => ({
    bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer(),
    name: 'fles.gif',
    type: 'image/gif',
  });
  const oversized = async () => jpeg(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff));
  // Every row has its options: Jest would take a fourth parameter without a value for `done`.
  const refusals: [string, () => Promise<Posted | null>, string, PostOptions][] = [
    [
      'a text file named .jpg',
      async () => jpeg(Buffer.from('Geen foto.\n'), 'fles.jpg'),
      'geen-foto',
      {},
    ],
    ['a picture of another kind (GIF)', gif, 'geen-foto', {}],
    ['a file over the limit', oversized, 'te-groot', {}],
    ['a picture of 20,000 × 20,000 pixels', async () => png(pixelBomb()), 'te-veel-pixels', {}],
    ['a post without a file', async () => null, 'kies', {}],
  ];

  it.each(refusals)('refuses %s in Dutch and writes nothing', async (_, make, result, options) => {
    expect(await post(await make(), options)).toEqual(outcome(result));
    await nothingWritten();
  });

  it('refuses a body whose length is not announced before reading it, and writes nothing', async () => {
    expect(await post(await oversized(), { announced: false })).toEqual({
      status: 411,
      location: null,
    });
    await nothingWritten();
  });

  it('deletes the photo a new one replaces, but keeps one another wine still shows', async () => {
    const address = async () => (await imageOf()).replace(/^\/wijnfoto\//, '');
    expect(await post(png(await plain('#8e1b2c')))).toEqual(outcome('bewaard'));
    const first = photoHash(await imageOf())!;
    // Smaller than the limit: kept at its own size.
    expect((await photoDoc(first).get()).get('width')).toBe(300);

    expect(await post(png(await plain('#efe6c4')))).toEqual(outcome('bewaard'));
    const second = photoHash(await imageOf())!;
    expect(await storedPhotos()).toEqual([second]);

    // A copy of the wine keeps the second photo.
    await db
      .collection(WINES_COLLECTION)
      .doc('sancerre-kopie')
      .set({ ...wine, image: await imageOf() });
    expect(await post(png(await plain('#e9a3ae')))).toEqual(outcome('bewaard'));
    const third = photoHash(await imageOf())!;
    expect((await storedPhotos()).sort()).toEqual([second, third].sort());

    // The same photo again is no replacement of itself.
    expect(await post(png(await plain('#e9a3ae')))).toEqual(outcome('bewaard'));
    expect(await address()).toBe(`${third}.webp`);
    expect((await storedPhotos()).sort()).toEqual([second, third].sort());
    expect(await staffLogLines()).toHaveLength(4);
  });

  it("answers a photo's address with its bytes, cached for good, and 404 for any other name", async () => {
    await post(png(await plain('#6b1e2e')));
    const file = (await imageOf()).replace(/^\/wijnfoto\//, '');
    const get = (name: string, headers?: HeadersInit) =>
      servePhoto(new Request(`${SITE}/wijnfoto/${name}`, { headers }), {
        params: Promise.resolve({ file: name }),
      });

    const response = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, s-maxage=31536000, immutable',
    );
    const etag = response.headers.get('etag');
    expect(etag).toBe(`"${file.replace('.webp', '')}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals((await photoDoc(photoHash(`/wijnfoto/${file}`)!).get()).get('bytes'))).toBe(
      true,
    );
    expect((await get(file, { 'if-none-match': etag! })).status).toBe(304);

    const hash = file.replace('.webp', '');
    const others = [
      `${'0'.repeat(32)}.webp`,
      `${hash}.jpg`,
      `${hash.toUpperCase()}.webp`,
      `${hash.slice(1)}.webp`,
      `${hash}.webp.webp`,
      `..%2F${hash}.webp`,
      '__name__.webp',
    ];
    for (const name of others) expect([name, (await get(name)).status]).toEqual([name, 404]);
  });

  it("shows the wine's photo on its page, a form that posts a new one, and the outcome in Dutch", async () => {
    await post(png(await plain('#6b1e2e')));
    const page = async (foto?: string) =>
      renderToStaticMarkup(
        await EditWine({
          params: Promise.resolve({ id: 'sancerre' }),
          searchParams: Promise.resolve({ foto }),
        }),
      );
    const saved = await page('bewaard');
    expect(saved).toMatch(/role="status">Foto bewaard\.<\/p>/);
    const form = /<form [^>]*action="\/beheer\/wijnfoto\?wijn=sancerre"[^>]*>/.exec(saved)?.[0];
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    // No `capture`: a phone then offers its camera and its library.
    const input = /<input [^>]*type="file"[^>]*>/.exec(saved)?.[0];
    expect(input).toMatch(/accept="image\/\*"/);
    expect(input).toMatch(/name="foto"/);
    expect(input).not.toMatch(/capture/);
    expect(saved).toMatch(/<label for="foto"[^>]*>Foto nemen of kiezen<\/label>/);
    const img = /<img [^>]*alt="Foto van Sancerre Blanc"[^>]*>/.exec(saved)?.[0];
    expect(img).toMatch(/src="\/_next\/image\?url=%2Fwijnfoto%2F[0-9a-f]{32}\.webp&amp;w=\d+/);

    expect(await page('geen-foto')).toMatch(
      /role="alert">Dit bestand is geen foto \(JPEG, PNG of WebP\)\.<\/p>/,
    );
    expect(await page('toString')).not.toMatch(/Foto bewaard|geen foto|te groot/);
  });

  it.each([
    ['without a session', async () => undefined],
    ['with an account without the staff claim', () => sessionFor(auth, 'gast@voorbeeld.be', false)],
  ])('sends a post %s to sign in and writes nothing', async (_, make) => {
    sessionCookie = await make();
    expect(await post(jpeg(await phonePhoto()))).toEqual({ status: 303, location: SIGN_IN_PATH });
    await nothingWritten();
  });

  it("refuses a post from another site or of no site, even with staff's session, and writes nothing", async () => {
    const photo = png(await plain('#6b1e2e'));
    expect((await post(photo, { origin: 'https://elders.example' })).status).toBe(403);
    expect((await post(photo, { origin: null })).status).toBe(403);
    await nothingWritten();
  });

  it('writes nothing for a wine id that cannot be one, or a wine that is gone', async () => {
    const photo = png(await plain('#6b1e2e'));
    expect(await post(photo, { wine: 'kelder/rood' })).toEqual({
      status: 303,
      location: '/beheer/wijnen',
    });
    expect(await post(photo, { wine: 'verdwenen' })).toEqual({
      status: 303,
      location: '/beheer/wijnen?gewijzigd=verdwenen',
    });
    await nothingWritten();
  });
});
