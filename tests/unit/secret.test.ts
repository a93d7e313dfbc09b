/** @jest-environment node */
import { secretMatches } from '@/lib/secret';

describe('secretMatches', () => {
  it('accepts only the exact secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cret ', 's3cret')).toBe(false);
    expect(secretMatches('S3cret', 's3cret')).toBe(false);
  });
  it('refuses everything when no secret is configured, or none is presented', () => {
    expect(secretMatches('anything', undefined)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches(null, 's3cret')).toBe(false);
  });
});
