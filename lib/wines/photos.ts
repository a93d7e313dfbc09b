import 'server-only';

import { getDb, withTimeout } from '@/lib/firestore';

export const PHOTOS_COLLECTION = '1504-wine-photos';
const PHOTO_PATH = '/wijnfoto/';
// The first 128 bits of the WebP's sha256: the address changes with the content, so a browser
// and the image optimiser keep what it names for good.
const PHOTO_FILE = /^([0-9a-f]{32})\.webp$/;

export const photoAddress = (hash: string) => `${PHOTO_PATH}${hash}.webp`;

/** The hash a file name below PHOTO_PATH carries, or null for any other name. */
export const photoFileHash = (file: string): string | null => PHOTO_FILE.exec(file)?.[1] ?? null;

/** The hash of a staff photo's address, or null for any other picture (a site path, Storage). */
export function photoHash(address: unknown): string | null {
  if (typeof address !== 'string' || !address.startsWith(PHOTO_PATH)) return null;
  return photoFileHash(address.slice(PHOTO_PATH.length));
}

/** A photo's WebP bytes, or null when there is none by that hash. */
export async function getPhoto(hash: string): Promise<Uint8Array | null> {
  const doc = await withTimeout(getDb().collection(PHOTOS_COLLECTION).doc(hash).get());
  const bytes: unknown = doc.get('bytes');
  return bytes instanceof Uint8Array ? bytes : null;
}
