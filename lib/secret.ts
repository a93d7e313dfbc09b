import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

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

// Production cannot start without RATE_LIMIT_SALT (lib/env.ts); a preview uses another secret.
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
