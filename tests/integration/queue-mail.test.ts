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

  /** The places a sender took in an hour. */
  const count = async (key: string, at = now) =>
    (await db.collection(RATE_LIMIT_COLLECTION).get()).docs.filter((d) =>
      d.id.startsWith(`${key}-${Math.floor(at / HOUR)}-`),
    ).length;

  it('writes the same request once and counts it once, also when both copies arrive together', async () => {
    const limit = { key: 'afzender-a', limit: 3, siteLimit: 0 };
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
    const limit = { key: 'afzender-b', limit: 2, siteLimit: 0 };
    expect(await queueMail(db, 'event-1', { n: 1 }, limit, now)).toBe('queued');
    expect(await queueMail(db, 'event-2', { n: 2 }, limit, now)).toBe('queued');
    expect(await queueMail(db, 'event-3', { n: 3 }, limit, now)).toBe('limited');
    expect((await db.collection(MAIL_COLLECTION).doc('event-3').get()).exists).toBe(false);
    expect(await count('afzender-b')).toBe(2);
    // Another sender, and the next hour, have counts of their own.
    expect(await queueMail(db, 'event-3', { n: 3 }, { ...limit, key: 'afzender-c' }, now)).toBe(
      'queued',
    );
    // Half an hour into the next hour, half of the last hour's two still count: one more.
    expect(await queueMail(db, 'event-4', { n: 4 }, limit, now + HOUR)).toBe('queued');
    expect(await queueMail(db, 'event-6', { n: 6 }, limit, now + HOUR)).toBe('limited');
    // Without a limit nothing is counted.
    expect(await queueMail(db, 'event-5', { n: 5 }, undefined, now)).toBe('queued');
    expect([await count('afzender-c'), await count('afzender-b', now + HOUR)]).toEqual([1, 1]);
    expect((await db.collection(RATE_LIMIT_COLLECTION).get()).size).toBe(4);
  });

  it('does not let a burst at the turn of the hour double the limit', async () => {
    const limit = { key: 'afzender-d', limit: 2, siteLimit: 0 };
    const beforeTurn = Date.UTC(2026, 10, 26, 10, 59, 50);
    expect(await queueMail(db, 'club-a', { n: 1 }, limit, beforeTurn)).toBe('queued');
    expect(await queueMail(db, 'club-b', { n: 2 }, limit, beforeTurn)).toBe('queued');
    // Twenty seconds later, in the next hour: the two may still lie within the hour.
    expect(await queueMail(db, 'club-c', { n: 3 }, limit, beforeTurn + 20_000)).toBe('limited');
    // Once the last hour's requests can no longer lie within the hour, a new one is taken.
    expect(await queueMail(db, 'club-d', { n: 4 }, limit, beforeTurn + HOUR)).toBe('queued');
  });

  it("caps the whole site per hour, whoever sends, and takes no place of the sender's then", async () => {
    const from = (key: string) => ({ key, limit: 10, siteLimit: 3 });
    for (const n of [1, 2, 3])
      expect(await queueMail(db, `event-s${n}`, { n }, from(`afzender-${n}`), now)).toBe('queued');
    expect(await queueMail(db, 'event-s4', { n: 4 }, from('afzender-4'), now)).toBe('busy');
    expect(await count('afzender-4')).toBe(0);
    expect((await db.collection(MAIL_COLLECTION).doc('event-s4').get()).exists).toBe(false);
  });
});
