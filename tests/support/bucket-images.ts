/**
 * Picture addresses in and outside the photos' bucket (FIREBASE_STORAGE_BUCKET): the wine data and
 * the image optimiser are held to them in Jest (tests/unit/image-sources.test.ts), the
 * Content-Security-Policy in Chromium (tests/e2e/images.spec.ts).
 */
export const BUCKET = 'locus-lex.firebasestorage.app';

export const IN_BUCKET = [
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/wijnen%2Fchablis.jpg?alt=media&token=9a1b`,
  `https://storage.googleapis.com/${BUCKET}/wijnen/chablis.webp`,
  `https://${BUCKET}/wijnen/chablis.webp`,
];

export const OUTSIDE_BUCKET = [
  'https://firebasestorage.googleapis.com/v0/b/iemand-anders.appspot.com/o/x.png',
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}.evil/o/x.png`,
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/../../iemand/o/x.png`,
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}%2F..%2F..%2Fiemand/o/x.png`,
  'https://storage.googleapis.com/iemand-anders/x.png',
  `https://storage.googleapis.com/${BUCKET}x/x.png`,
  'https://iemand-anders.firebasestorage.app/x.png',
];
