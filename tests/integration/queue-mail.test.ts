import type { Firestore } from 'firebase-admin/firestore';

import { MAIL_COLLECTION, queueMail, RATE_LIMIT_COLLECTION } from '@/lib/firestore';

import { clearCollection, connect, emulatorTargets } from '../support/emulators';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 26, 10, 30);

describe.each(emulatorTargets())('queueing a request on the $name emulator', (target) => {
  let db: Firestore;
  beforeAll(async () => {
    db = await connect(target, 'demo-queue-mail');
  });
  beforeEach(async () => {
    await clearCollection(db, MAIL_COLLECTION);
    await clearCollection(db, RATE_LIMIT_COLLECTION);
  });
  afterAll(async () => {
    await db.terminate();
  });

  const count = async (key: string) =>
    (
      await db
        .collection(RATE_LIMIT_COLLECTION)
        .doc(`${key}-${Math.floor(now / HOUR)}`)
        .get()
    ).get('count');

  it('writes the same request once and counts it once, also when both copies arrive together', async () => {
    const limit = { key: 'afzender-a', limit: 3 };
    const outcomes = await Promise.all([
      queueMail(db, 'club-1', { n: 1 }, limit, now),
      queueMail(db, 'club-1', { n: 1 }, limit, now),
    ]);
    expect(outcomes.sort()).toEqual(['duplicate', 'queued']);
    expect(await queueMail(db, 'club-1', { n: 1 }, limit, now)).toBe('duplicate');
    expect((await db.collection(MAIL_COLLECTION).get()).size).toBe(1);
    expect(await count('afzender-a')).toBe(1);
  });

  it('refuses a new request over the limit and writes nothing for it, and counts per hour', async () => {
    const limit = { key: 'afzender-b', limit: 2 };
    expect(await queueMail(db, 'event-1', { n: 1 }, limit, now)).toBe('queued');
    expect(await queueMail(db, 'event-2', { n: 2 }, limit, now)).toBe('queued');
    expect(await queueMail(db, 'event-3', { n: 3 }, limit, now)).toBe('limited');
    expect((await db.collection(MAIL_COLLECTION).doc('event-3').get()).exists).toBe(false);
    expect(await count('afzender-b')).toBe(2);
    // Another sender, and the next hour, have counts of their own.
    expect(await queueMail(db, 'event-3', { n: 3 }, { ...limit, key: 'afzender-c' }, now)).toBe(
      'queued',
    );
    expect(await queueMail(db, 'event-4', { n: 4 }, limit, now + HOUR)).toBe('queued');
    // Without a limit nothing is counted.
    expect(await queueMail(db, 'event-5', { n: 5 }, undefined, now)).toBe('queued');
    expect((await db.collection(RATE_LIMIT_COLLECTION).get()).size).toBe(3);
  });
});
