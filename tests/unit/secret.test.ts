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

describe('the mail document id', () => {
  const request = { name: 'Jan Peeters', phone: '055 00 00 00', email: 'jan@voorbeeld.be' };
  const day = new Date('2026-12-05T10:00:00Z');

  it('is the same for the same request that day, and tells nobody without the key who applied', async () => {
    const { submissionId } = await import('@/lib/forms/submit');
    const { createHash } = await import('node:crypto');
    const saved = process.env.RATE_LIMIT_SALT;
    try {
      process.env.RATE_LIMIT_SALT = 'sleutel-een';
      const id = submissionId('club', request, day);
      expect(submissionId('club', request, day)).toBe(id);
      expect(submissionId('club', request, new Date('2026-12-06T10:00:00Z'))).not.toBe(id);
      // A guess hashed without the key does not give the id; another key gives another id.
      const guess = createHash('sha256').update(`2026-12-05:${JSON.stringify(request)}`);
      expect(id).not.toContain(guess.digest('hex').slice(0, 40));
      process.env.RATE_LIMIT_SALT = 'sleutel-twee';
      expect(submissionId('club', request, day)).not.toBe(id);
    } finally {
      process.env.RATE_LIMIT_SALT = saved;
    }
  });
});
