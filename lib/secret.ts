import { createHash, timingSafeEqual } from 'node:crypto';

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
