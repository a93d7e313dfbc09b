import 'server-only';

import { createHash } from 'node:crypto';

import type { Transaction } from 'firebase-admin/firestore';
import sharp from 'sharp';

import { EVENTS_COLLECTION } from '@/lib/events/store';
import { getDb, WINES_COLLECTION } from '@/lib/firestore';
import { getSiteConfig } from '@/lib/site-config';
import { photoAddress, photoHash, PHOTOS_COLLECTION } from '@/lib/wines/photos';

import { PHOTO_MAX_BYTES } from './constants';
import { logStaff } from './log';
import type { Staff } from './session';

const MB = 1024 * 1024;

// Decoding costs memory by the pixel: a small file may claim 20,000 × 20,000 of them.
const PHOTO_MAX_PIXELS = 40_000_000;
const PHOTO_MAX_SIDE = 1600;
const QUALITY = 80;
const QUALITY_AGAIN = 60;
// A Firestore document holds at most 1 MiB, its other fields and name included.
const WEBP_MAX_BYTES = 900 * 1024;
const FORMATS: readonly string[] = ['jpeg', 'png', 'webp'];

export const PHOTO_OUTCOMES = {
  bewaard: 'Foto bewaard.',
  kies: 'Kies eerst een foto.',
  'geen-foto': 'Dit bestand is geen foto (JPEG, PNG of WebP).',
  'te-groot': `Deze foto is te groot: hoogstens ${PHOTO_MAX_BYTES / MB} MB.`,
  'te-veel-pixels': `Deze foto is te groot: hoogstens ${PHOTO_MAX_PIXELS / 1e6} megapixel.`,
  'te-zwaar': 'Deze foto is te groot, ook verkleind: kies een andere foto.',
  fout: 'De foto is niet bewaard: probeer het opnieuw.',
} as const;
type PhotoOutcome = keyof typeof PHOTO_OUTCOMES;

export const isPhotoOutcome = (value: unknown): value is PhotoOutcome =>
  typeof value === 'string' && Object.hasOwn(PHOTO_OUTCOMES, value);

type Photo = { bytes: Buffer; width: number; height: number; hash: string };

type Prepared = { ok: true; photo: Photo } | { ok: false; outcome: PhotoOutcome };

const encode = (input: Buffer, quality: number) =>
  sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS })
    .autoOrient()
    .resize({
      width: PHOTO_MAX_SIDE,
      height: PHOTO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });

/**
 * A phone's picture as the menu shows it: upright, at most PHOTO_MAX_SIDE px, WebP. Its kind is
 * read from its content; sharp writes no metadata it is not asked for, so the GPS position,
 * the camera and the colour profile stay behind (the pixels are converted to sRGB).
 */
async function preparePhoto(input: Buffer): Promise<Prepared> {
  const refuse = (outcome: PhotoOutcome): Prepared => ({ ok: false, outcome });
  if (input.length > PHOTO_MAX_BYTES) return refuse('te-groot');
  // The header alone, so an image of too many pixels is refused before one is decoded.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.includes(meta.format) || !meta.width || !meta.height)
    return refuse('geen-foto');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) return refuse('te-veel-pixels');
  try {
    let out = await encode(input, QUALITY);
    if (out.data.length > WEBP_MAX_BYTES) out = await encode(input, QUALITY_AGAIN);
    if (out.data.length > WEBP_MAX_BYTES) return refuse('te-zwaar');
    const hash = createHash('sha256').update(out.data).digest('hex').slice(0, 32);
    return {
      ok: true,
      photo: { bytes: out.data, width: out.info.width, height: out.info.height, hash },
    };
  } catch {
    // A header that promised an image its data does not hold.
    return refuse('geen-foto');
  }
}

/** Staff's browser names the page's origin on every post; another site's form names its own. */
export function postedFromSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return origin === new URL(getSiteConfig().siteUrl).origin || new URL(origin).host === host;
  } catch {
    return false;
  }
}

// Wines are copied with their picture, and an event may borrow one: a photo goes when nothing
// else shows it.
async function shownElsewhere(tx: Transaction, address: string, wineId: string) {
  const db = getDb();
  const [wines, events] = await Promise.all([
    tx.get(db.collection(WINES_COLLECTION).where('image', '==', address)),
    tx.get(db.collection(EVENTS_COLLECTION).where('image', '==', address)),
  ]);
  return wines.docs.some((doc) => doc.id !== wineId) || !events.empty;
}

type PhotoWrite = { status: 'saved' } | { status: 'gone' };

/** The photo, the wine pointing at it, the one it replaces deleted, the log entry: all or none. */
async function savePhoto(staff: Staff, wineId: string, photo: Photo): Promise<PhotoWrite> {
  const db = getDb();
  const wine = db.collection(WINES_COLLECTION).doc(wineId);
  const photos = db.collection(PHOTOS_COLLECTION);
  return db.runTransaction(async (tx) => {
    const doc = await tx.get(wine);
    if (!doc.exists) return { status: 'gone' };
    const before: unknown = doc.get('image');
    const old = photoHash(before);
    const replaced =
      old && old !== photo.hash && !(await shownElsewhere(tx, String(before), wineId)) ? old : null;
    tx.set(photos.doc(photo.hash), {
      bytes: photo.bytes,
      width: photo.width,
      height: photo.height,
      size: photo.bytes.length,
      wine: wineId,
      createdAt: new Date(),
    });
    tx.update(wine, { image: photoAddress(photo.hash) });
    if (replaced) tx.delete(photos.doc(replaced));
    const name = String(doc.get('name') ?? wineId);
    await logStaff({ by: staff.email, action: 'photo-save', detail: name }, tx);
    return { status: 'saved' };
  });
}

/** Reads, prepares and stores a posted file for a wine; the outcome the staff page shows. */
export async function storePhoto(
  staff: Staff,
  wineId: string,
  file: FormDataEntryValue | null,
): Promise<PhotoOutcome | 'gone'> {
  if (!(file instanceof Blob) || file.size === 0) return 'kies';
  if (file.size > PHOTO_MAX_BYTES) return 'te-groot';
  const prepared = await preparePhoto(Buffer.from(await file.arrayBuffer()));
  if (!prepared.ok) return prepared.outcome;
  try {
    const written = await savePhoto(staff, wineId, prepared.photo);
    return written.status === 'gone' ? 'gone' : 'bewaard';
  } catch (error) {
    console.error(`[staff] photo not saved: ${error instanceof Error ? error.name : 'error'}`);
    return 'fout';
  }
}
