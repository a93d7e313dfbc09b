import 'server-only';

import { isIP } from 'node:net';

import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export const RATE_LIMIT_COLLECTION = 'rate-limits';

const HOUR_MS = 3_600_000;
const expiry = (hour: number) => new Date((hour + 3) * HOUR_MS);
const countOf = (snapshot: FirebaseFirestore.DocumentSnapshot | undefined) =>
  (snapshot?.get('count') as number | undefined) ?? 0;

/** This hour's count plus the share of the last hour's that may still lie within the hour. */
function slidingCount(current: number, previous: number, now: number): number {
  return current + Math.ceil(previous * (1 - (now % HOUR_MS) / HOUR_MS));
}

/**
 * One of `key`'s `limit` places this hour, or none left. Each place is a document only one request
 * can create, so requests arriving together count exactly without queueing on one hot document.
 */
export async function takePlace(
  db: Firestore,
  key: string,
  limit: number,
  now: number,
): Promise<FirebaseFirestore.DocumentReference | undefined> {
  const hour = Math.floor(now / HOUR_MS);
  const places = (h: number) =>
    Array.from({ length: limit }, (_, i) =>
      db.collection(RATE_LIMIT_COLLECTION).doc(`${key}-${h}-${i}`),
    );
  const mine = places(hour);
  const seen = await db.getAll(...mine, ...places(hour - 1));
  const before = seen.slice(limit).filter((place) => place.exists).length;
  const open = limit - slidingCount(0, before, now);
  for (let i = 0; i < open; i++) {
    if (seen[i]!.exists) continue;
    try {
      await mine[i]!.create({ expiresAt: expiry(hour) });
      return mine[i];
    } catch (error) {
      // ALREADY_EXISTS: taken by a request beside this one.
      if ((error as { code?: number }).code !== 6) throw error;
    }
  }
  return undefined;
}

export type RateLimit = { key: string; limit: number; siteLimit: number };

/**
 * A place for one request within the sender's and the site's hourly limits (0 turns either off),
 * or why not. `release` gives the place back; `count` adds the request to the site's hour, blindly,
 * so senders never wait on each other.
 */
export async function admit(
  db: Firestore,
  { key, limit, siteLimit }: RateLimit,
  now = Date.now(),
): Promise<'limited' | 'busy' | { release: () => Promise<void>; count: () => Promise<void> }> {
  const hour = Math.floor(now / HOUR_MS);
  const site = (h: number) => db.collection(RATE_LIMIT_COLLECTION).doc(`site-${h}`);
  if (siteLimit > 0) {
    const [current, before] = (await db.getAll(site(hour), site(hour - 1))).map(countOf);
    if (slidingCount(current!, before!, now) >= siteLimit) return 'busy';
  }
  const place = limit > 0 ? await takePlace(db, key, limit, now) : undefined;
  if (limit > 0 && !place) return 'limited';
  return {
    release: async () => void (await place?.delete().catch(() => {})),
    count: async () => {
      if (siteLimit > 0)
        await site(hour).set(
          { count: FieldValue.increment(1), expiresAt: expiry(hour) },
          { merge: true },
        );
    },
  };
}

type HeaderSource = { get(name: string): string | null };

/**
 * The client's address from a header the client cannot write: on Vercel the platform's own, else
 * the one the operator's proxy overwrites. `X-Forwarded-For` as sent is the client's to forge.
 */
export function clientAddress(
  headers: HeaderSource,
  env: { VERCEL?: string; CLIENT_IP_HEADER?: string },
): string | undefined {
  const raw = env.VERCEL
    ? (headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip'))
    : env.CLIENT_IP_HEADER
      ? headers.get(env.CLIENT_IP_HEADER)
      : null;
  const address = raw?.split(',')[0]?.trim() ?? '';
  return isIP(address) ? address : undefined;
}

/** What a limit counts: an IPv4 address, or an IPv6 address's /64 (one home, one phone). */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
