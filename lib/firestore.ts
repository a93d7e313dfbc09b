import 'server-only';

import {
  applicationDefault,
  cert,
  getApp,
  getApps,
  initializeApp,
  type App,
} from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { cacheLife, cacheTag } from 'next/cache';

import { CACHE_TAGS, WINES_CACHE_LIFE } from './cache-tags';
import { INSPIRATION_COLLECTION } from './content/animals';
import { storageBucket } from './site-config';
import { parseWineDocs, type Wine } from './wines/schema';

export const WINES_COLLECTION = '1504-wines';
/** The house wines query. */
export const HOUSE_WINE_COLLECTIONS = [INSPIRATION_COLLECTION, 'De Koele Giraf'];
const HOUSE_WINES_LIMIT = 4;
/** Firestore's client retries for minutes; a page must not wait that long. */
const READ_TIMEOUT_MS = 5000;

const APP_NAME = 'locus-lex';

/** Whether this process has a Firestore to read: the emulator, or credentials (see firebaseApp). */
export function firestoreConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(
    env.FIRESTORE_EMULATOR_HOST ||
    env.FIREBASE_SERVICE_ACCOUNT?.trim() ||
    env.GOOGLE_APPLICATION_CREDENTIALS ||
    env.K_SERVICE,
  );
}

/** The site's firebase-admin app: Firestore, and Authentication for the staff area. */
export function firebaseApp(): App {
  if (getApps().some((a) => a.name === APP_NAME)) return getApp(APP_NAME);
  if (!firestoreConfigured()) {
    throw new Error(
      'Firestore is not configured: set FIRESTORE_EMULATOR_HOST (local emulator), or FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS (production).',
    );
  }
  const projectId = process.env.FIREBASE_PROJECT_ID?.trim() || 'demo-locus-lex';
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    // The emulator needs no credentials; without this, google-auth probes 169.254.169.254.
    process.env.METADATA_SERVER_DETECTION = 'none';
    return initializeApp({ projectId }, APP_NAME);
  }
  const serviceAccount = process.env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (serviceAccount) {
    let parsed: { project_id?: string; client_email?: string; private_key?: string };
    try {
      parsed = JSON.parse(serviceAccount) as typeof parsed;
    } catch {
      throw new Error(
        'FIREBASE_SERVICE_ACCOUNT is not valid JSON (paste the key file on one line).',
      );
    }
    if (!parsed.client_email || !parsed.private_key) {
      throw new Error('FIREBASE_SERVICE_ACCOUNT lacks client_email or private_key.');
    }
    return initializeApp(
      {
        credential: cert({
          projectId: parsed.project_id ?? projectId,
          clientEmail: parsed.client_email,
          // Environment variables often carry the key's newlines escaped as "\n".
          privateKey: parsed.private_key.replace(/\\n/g, '\n'),
        }),
        projectId: parsed.project_id ?? projectId,
      },
      APP_NAME,
    );
  }
  // GOOGLE_APPLICATION_CREDENTIALS, or Google's own runtime (K_SERVICE).
  return initializeApp({ credential: applicationDefault(), projectId }, APP_NAME);
}

let db: Firestore | undefined;
/** One Firestore client per server process. */
export function getDb(): Firestore {
  db ??= getFirestore(firebaseApp());
  return db;
}

export function withTimeout<T>(promise: Promise<T>, ms = READ_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Firestore read timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The parsed wines of a read. `report`: log the documents left out and the pictures not shown,
 * by id (off for a read whose documents the full read also holds, which names them already).
 */
function toWines(snapshot: FirebaseFirestore.QuerySnapshot, report = true): Wine[] {
  const { wines, skipped, imagesDropped } = parseWineDocs(
    snapshot.docs.map((d) => ({
      id: d.id,
      data: d.data(),
      updatedAt: d.updateTime.toDate().toISOString(),
    })),
  );
  if (!report) return wines;
  for (const s of skipped) console.warn(`[wines] document ${s.id} skipped: ${s.reason}`);
  // A photo in another bucket is refused too when one is configured: the line says which one.
  const bucket = storageBucket();
  for (const d of imagesDropped)
    console.warn(
      `[wines] document ${d.id}: image (${d.host}) not shown, the site shows its own paths and Firebase Storage only${bucket ? ` (bucket ${bucket})` : ''}`,
    );
  return wines;
}

/**
 * Firestore's order for `orderBy('image', 'desc')`: strings by their UTF-8 bytes, ties by document
 * id, descending too. Compared on the image the site shows (a picture it cannot show sorts with
 * the wines without one, as the drawn bottle it becomes).
 */
function byImageDescending(a: Wine, b: Wine): number {
  const bytes = (s: string) => Buffer.from(s, 'utf8');
  return (
    Buffer.compare(bytes(b.image), bytes(a.image)) || Buffer.compare(bytes(b._id), bytes(a._id))
  );
}

/** All wines, ordered by image descending. */
export async function queryWines(database: Firestore = getDb()): Promise<Wine[]> {
  const snapshot = await withTimeout(database.collection(WINES_COLLECTION).get());
  return toWines(snapshot)
    .filter((wine) => !wine.hidden)
    .sort(byImageDescending);
}

/**
 * Collection in the house list, with an image, collection descending, 4 at most. The four are taken
 * after the read: a picture the site cannot show reads as none (wines/schema.ts), and such a wine,
 * an image in Firestore's eyes, would take a house wine's place with a drawn bottle.
 */
export async function queryHouseWines(database: Firestore = getDb()): Promise<Wine[]> {
  const snapshot = await withTimeout(
    database
      .collection(WINES_COLLECTION)
      .where('collection', 'in', HOUSE_WINE_COLLECTIONS)
      .where('image', '>', '')
      .orderBy('collection', 'desc')
      .get(),
  );
  // Every house wine is in the full read too, which logs what it leaves out: said once, not twice.
  return toWines(snapshot, false)
    .filter((wine) => wine.image !== '' && !wine.hidden && !wine.soldOut)
    .slice(0, HOUSE_WINES_LIMIT);
}

export type WinesResult = { ok: true; wines: Wine[] } | { ok: false; error: 'unavailable' };

// A failed read is cached briefly so the next visitor soon tries again; without a database
// (`npm run build` on a bare checkout) every page renders its friendly empty state.
async function cachedRead(name: string, read: () => Promise<Wine[]>): Promise<WinesResult> {
  if (firestoreConfigured()) {
    try {
      return { ok: true, wines: await read() };
    } catch (error) {
      console.error(
        `[wines] ${name} failed: ${error instanceof Error ? error.message : 'unknown'}`,
      );
    }
  }
  cacheLife({ stale: 30, revalidate: 30, expire: 600 });
  return { ok: false, error: 'unavailable' };
}

export async function getWines(): Promise<WinesResult> {
  'use cache';
  cacheTag(CACHE_TAGS.wines);
  cacheLife(WINES_CACHE_LIFE);
  return cachedRead('wines', () => queryWines());
}

export async function getHouseWines(): Promise<WinesResult> {
  'use cache';
  cacheTag(CACHE_TAGS.wines);
  cacheLife(WINES_CACHE_LIFE);
  return cachedRead('house wines', () => queryHouseWines());
}
