/** @jest-environment node */
import { readEnv } from '@/lib/env';
import { addressKey, clientAddress } from '@/lib/rate-limit';

const vercelProduction = {
  NODE_ENV: 'production',
  VERCEL: '1',
  VERCEL_ENV: 'production',
  SITE_URL: 'https://www.locuslex.be',
  MAIL_TO: 'info@locuslex.be',
  MAIL_FROM: 'website@locuslex.be',
  REVALIDATE_SECRET: 'geheim',
  RATE_LIMIT_SALT: 'zout',
  FIREBASE_API_KEY: 'AIzaSyVoorbeeld',
};
const ownServer = {
  NODE_ENV: 'production',
  CLIENT_IP_HEADER: 'x-real-ip',
  SITE_URL: 'https://www.locuslex.be',
  RATE_LIMIT_SALT: 'zout',
};

describe('the environment (lib/env.ts)', () => {
  it('gives the limits their defaults, and 0 turns one off', () => {
    expect(readEnv({})).toMatchObject({ FORM_RATE_LIMIT: 10, FORM_RATE_LIMIT_SITE: 200 });
    expect(readEnv({ FORM_RATE_LIMIT: '0', FORM_RATE_LIMIT_SITE: ' 50 ' })).toMatchObject({
      FORM_RATE_LIMIT: 0,
      FORM_RATE_LIMIT_SITE: 50,
    });
  });

  it('refuses a limit that is empty or not a whole number, rather than reading it as off', () => {
    for (const value of ['', ' ', 'tien', '1.9', '-1', '101'])
      expect(() => readEnv({ FORM_RATE_LIMIT: value })).toThrow(/FORM_RATE_LIMIT must be a whole/);
    expect(() => readEnv({ FORM_RATE_LIMIT_SITE: 'veel' })).toThrow(/FORM_RATE_LIMIT_SITE/);
    expect(readEnv({ FORM_RATE_LIMIT: '100', FORM_RATE_LIMIT_SITE: '5000' })).toMatchObject({
      FORM_RATE_LIMIT: 100,
      FORM_RATE_LIMIT_SITE: 5000,
    });
  });

  it('stops a Vercel production deploy without its mail, address and secret, in one line', () => {
    expect(() => readEnv(vercelProduction)).not.toThrow();
    const missing: Record<string, string> = { ...vercelProduction };
    delete missing.MAIL_TO;
    delete missing.REVALIDATE_SECRET;
    delete missing.FIREBASE_API_KEY;
    expect(() => readEnv(missing)).toThrow(
      /^Configuration error: MAIL_TO is not set; REVALIDATE_SECRET is not set; FIREBASE_API_KEY is not set\.$/,
    );
    expect(() => readEnv({ ...vercelProduction, MAIL_FROM: 'no-reply@locuslex.example' })).toThrow(
      /MAIL_FROM is on an \.example domain/,
    );
    // Previews and local runs keep their defaults.
    expect(() => readEnv({ ...missing, VERCEL_ENV: 'preview' })).not.toThrow();
    expect(() =>
      readEnv({ NODE_ENV: 'production', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }),
    ).not.toThrow();
  });

  it('refuses to run a production server of its own without the header its proxy sets', () => {
    expect(() => readEnv({ ...ownServer, CLIENT_IP_HEADER: undefined })).toThrow(
      /CLIENT_IP_HEADER is not set/,
    );
    expect(() => readEnv(ownServer)).not.toThrow();
    expect(() => readEnv({ CLIENT_IP_HEADER: 'x real ip' })).toThrow(/header name/);
  });

  it('refuses an emulator, a missing or reused salt and a plain-http address in production', () => {
    for (const production of [vercelProduction, ownServer]) {
      expect(() =>
        readEnv({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      ).toThrow(
        /^Configuration error: FIREBASE_AUTH_EMULATOR_HOST is set \(an emulator, in production\)\.$/,
      );
      expect(() => readEnv({ ...production, RATE_LIMIT_SALT: undefined })).toThrow(
        /RATE_LIMIT_SALT is not set/,
      );
      expect(() =>
        readEnv({ ...production, RATE_LIMIT_SALT: 'geheim', REVALIDATE_SECRET: 'geheim' }),
      ).toThrow(/RATE_LIMIT_SALT is the same as REVALIDATE_SECRET/);
      expect(() => readEnv({ ...production, SITE_URL: 'http://www.locuslex.be' })).toThrow(
        /SITE_URL is not https/,
      );
    }
    expect(() =>
      readEnv({ ...vercelProduction, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }),
    ).toThrow(/FIRESTORE_EMULATOR_HOST is set/);
    expect(() => readEnv({ ...ownServer, SITE_URL: undefined })).toThrow(/SITE_URL is not set/);
    // The preview, the tests and the bench: a production build on the emulators, over http.
    expect(() =>
      readEnv({
        NODE_ENV: 'production',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        SITE_URL: 'http://localhost:3000',
      }),
    ).not.toThrow();
  });
});

describe('the client address a form post is counted by', () => {
  const headers = (fields: Record<string, string>) => new Headers(fields);

  it('is the one Vercel sets, never the X-Forwarded-For the client wrote', () => {
    const h = headers({ 'x-forwarded-for': '192.0.2.1', 'x-vercel-forwarded-for': '203.0.113.7' });
    expect(clientAddress(h, { VERCEL: '1' })).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.8' }), { VERCEL: '1' })).toBe(
      '203.0.113.8',
    );
    expect(
      clientAddress(headers({ 'x-forwarded-for': '192.0.2.1' }), { VERCEL: '1' }),
    ).toBeUndefined();
  });

  it('off Vercel, the header CLIENT_IP_HEADER names, and only a real address', () => {
    const h = headers({ 'x-client-ip': '2001:db8::1', 'x-forwarded-for': '192.0.2.1' });
    expect(clientAddress(h, { CLIENT_IP_HEADER: 'x-client-ip' })).toBe('2001:db8::1');
    expect(clientAddress(h, {})).toBeUndefined();
    for (const forged of ['onbekend', '999.1.1.1', '203.0.113.7:80', ''])
      expect(
        clientAddress(headers({ 'x-client-ip': forged }), { CLIENT_IP_HEADER: 'x-client-ip' }),
      ).toBeUndefined();
  });

  it('counts IPv6 per /64 and IPv4 as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:b')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
