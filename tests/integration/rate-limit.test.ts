import type { Firestore } from 'firebase-admin/firestore';

import { admit, RATE_LIMIT_COLLECTION } from '@/lib/rate-limit';

import { clearCollection, connect, emulatorTargets } from '../support/emulators';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 26, 10, 30);

describe.each(emulatorTargets())('the hourly limits on the $name emulator', (target) => {
  let db: Firestore;
  beforeAll(async () => {
    db = await connect(target, 'demo-rate-limit');
  });
  beforeEach(async () => {
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
  const outcome = (result: Awaited<ReturnType<typeof admit>>) =>
    typeof result === 'string' ? result : 'admitted';

  it('refuses a sender over the limit, counts per hour, and takes a place given back again', async () => {
    const limit = { key: 'afzender-b', limit: 2, siteLimit: 0 };
    expect(outcome(await admit(db, limit, now))).toBe('admitted');
    const second = await admit(db, limit, now);
    expect(outcome(await admit(db, limit, now))).toBe('limited');
    // Another sender has a count of its own.
    expect(outcome(await admit(db, { ...limit, key: 'afzender-c' }, now))).toBe('admitted');
    // A request that was not queued gives its place back.
    if (typeof second !== 'string') await second.release();
    expect(await count('afzender-b')).toBe(1);
    expect(outcome(await admit(db, limit, now))).toBe('admitted');
    // Half an hour into the next hour, half of the last hour's two still count: one more.
    expect(outcome(await admit(db, limit, now + HOUR))).toBe('admitted');
    expect(outcome(await admit(db, limit, now + HOUR))).toBe('limited');
  });

  it('does not let a burst at the turn of the hour double the limit', async () => {
    const limit = { key: 'afzender-d', limit: 2, siteLimit: 0 };
    const beforeTurn = Date.UTC(2026, 10, 26, 10, 59, 50);
    expect(outcome(await admit(db, limit, beforeTurn))).toBe('admitted');
    expect(outcome(await admit(db, limit, beforeTurn))).toBe('admitted');
    expect(outcome(await admit(db, limit, beforeTurn + 20_000))).toBe('limited');
    expect(outcome(await admit(db, limit, beforeTurn + HOUR))).toBe('admitted');
  });

  it("caps the whole site per hour, whoever sends, and takes no place of the sender's then", async () => {
    const from = (key: string) => ({ key, limit: 10, siteLimit: 3 });
    // A request the site did not queue (a duplicate, a failed write) is not counted.
    for (const n of [1, 2, 3, 4]) {
      const admitted = await admit(db, from(`afzender-${n}`), now);
      if (typeof admitted === 'string') throw new Error(admitted);
      if (n !== 2) await admitted.count();
    }
    expect(await admit(db, from('afzender-5'), now)).toBe('busy');
    expect(await count('afzender-5')).toBe(0);
  });
});
