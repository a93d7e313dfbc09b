/** @jest-environment node */
import { readFileSync } from 'node:fs';

import { RESERVATIONS_COLLECTION } from '@/lib/events/store';
import { HOUSE_WINE_COLLECTIONS, WINES_COLLECTION } from '@/lib/firestore';
import { MAIL_COLLECTION } from '@/lib/mail-queue';
import { RATE_LIMIT_COLLECTION } from '@/lib/rate-limit';
import { STAFF_LOG_COLLECTION } from '@/lib/staff/log';
import { WINES_LOG_COLLECTION } from '@/lib/staff/store';

describe('Firestore deployment files', () => {
  it('deny every client read and write', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    expect(rules).toMatch(/match \/\{document=\*\*\}\s*\{\s*allow read, write: if false;/);
    expect(rules).not.toMatch(/if true|if request\.auth/);
  });

  it('declare the composite index of the house-wines query, and firebase.json applies both', () => {
    const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8'));
    expect(indexes).toContainEqual({
      collectionGroup: WINES_COLLECTION,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'collection', order: 'DESCENDING' },
        { fieldPath: 'image', order: 'ASCENDING' },
      ],
    });
    // The log of one wine, newest first: what the list shows when a click met a newer version.
    expect(indexes).toContainEqual({
      collectionGroup: WINES_LOG_COLLECTION,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'wine', order: 'ASCENDING' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    });
    expect(HOUSE_WINE_COLLECTIONS).toEqual(['Wijninspiratie', 'De Koele Giraf']);
    expect(JSON.parse(readFileSync('firebase.json', 'utf8')).firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
  });

  it('have Firestore delete mail documents, rate-limit counters, idle staff sessions, log entries and reservations past their retention', () => {
    const { fieldOverrides } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8'));
    for (const collectionGroup of [
      MAIL_COLLECTION,
      RATE_LIMIT_COLLECTION,
      'staff-sessions',
      STAFF_LOG_COLLECTION,
      WINES_LOG_COLLECTION,
      RESERVATIONS_COLLECTION,
    ])
      expect(fieldOverrides).toContainEqual({
        collectionGroup,
        fieldPath: 'expiresAt',
        ttl: true,
        indexes: [],
      });
  });
});
