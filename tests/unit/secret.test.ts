/** @jest-environment node */
import { pseudonym, secretMatches } from '@/lib/secret';

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

describe('pseudonym', () => {
  const ip = 'club:203.0.113.7';
  it('hashes the same value to the same key, and another value to another', () => {
    const env = { RATE_LIMIT_SALT: 'zout' };
    expect(pseudonym(ip, env)).toBe(pseudonym(ip, env));
    expect(pseudonym('club:203.0.113.8', env)).not.toBe(pseudonym(ip, env));
    expect(pseudonym(ip, env)).not.toContain('203.0.113');
  });
  it("salts with a secret of the deployment when its own salt is not set, never with the repository's", () => {
    const open = pseudonym(ip, {});
    const revalidate = pseudonym(ip, { REVALIDATE_SECRET: 'geheim' });
    const account = pseudonym(ip, { FIREBASE_SERVICE_ACCOUNT: '{"private_key":"…"}' });
    expect(new Set([open, revalidate, account]).size).toBe(3);
    // Its own salt comes first.
    expect(pseudonym(ip, { RATE_LIMIT_SALT: 'zout', REVALIDATE_SECRET: 'geheim' })).toBe(
      pseudonym(ip, { RATE_LIMIT_SALT: 'zout' }),
    );
  });
});
