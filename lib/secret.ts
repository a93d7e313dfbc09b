import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret in constant time; an unset expected secret refuses everything. */
export function secretMatches(
  presented: string | null | undefined,
  expected: string | undefined,
): boolean {
  if (!expected || !presented) return false;
  // Hashing first gives equal lengths, so the comparison time does not reveal the length.
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const DEVELOPMENT_SALT = 'locus-lex';

/**
 * A value that must not be stored or logged as it is (an IP address, a request), as an HMAC keyed by
 * `RATE_LIMIT_SALT`, which production cannot start without (lib/env.ts); a preview deploy without
 * it uses another secret it has, a local run a development salt.
 */
export function pseudonym(
  value: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const secret = env.RATE_LIMIT_SALT || env.REVALIDATE_SECRET || env.FIREBASE_SERVICE_ACCOUNT;
  return createHmac('sha256', secret || DEVELOPMENT_SALT)
    .update(value)
    .digest('hex')
    .slice(0, 32);
}
