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

const PUBLIC_SALT = 'locus-lex';
let publicSaltSaid = false;

/**
 * A value that must not be stored or logged as it is (an IP address, a request), as an HMAC keyed by
 * a secret of the deployment: its own (`RATE_LIMIT_SALT`), else another secret production has
 * anyway.
 */
export function pseudonym(
  value: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const secret = env.RATE_LIMIT_SALT || env.REVALIDATE_SECRET || env.FIREBASE_SERVICE_ACCOUNT;
  if (!secret && !publicSaltSaid && env.NODE_ENV === 'production' && !env.FIRESTORE_EMULATOR_HOST) {
    // A deployment with credentials from a file and neither secret set: said once, in its log.
    console.warn(
      '[forms] RATE_LIMIT_SALT is not set: sender addresses are hashed with a public salt',
    );
    publicSaltSaid = true;
  }
  return createHmac('sha256', secret || PUBLIC_SALT)
    .update(value)
    .digest('hex')
    .slice(0, 32);
}
