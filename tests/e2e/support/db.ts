import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The emulator that `npm run preview` uses in this run (FIRESTORE_EMULATOR_HOST from scripts/e2e.mjs). */
export function e2eDb() {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through npm run test:e2e');
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app =
    getApps()[0] ??
    initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-locus-lex' });
  return getFirestore(app);
}
