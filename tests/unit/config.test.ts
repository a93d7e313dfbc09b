/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';

import { getSiteConfig, storageBucket, telHref } from '@/lib/site-config';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('site config', () => {
  it('has clearly fake defaults and hides unconfigured social networks', () => {
    for (const key of [
      'SITE_PHONE',
      'SITE_EMAIL',
      'MAIL_TO',
      'MAIL_FROM',
      'SOCIAL_FACEBOOK_URL',
      'SOCIAL_INSTAGRAM_URL',
      'SITE_URL',
      'PORT',
    ]) {
      delete process.env[key];
    }
    const config = getSiteConfig();
    expect(config.phone).toBe('+32 55 00 00 00');
    expect(config.email).toBe('info@locuslex.example');
    expect(config.mail).toEqual({ to: 'info@locuslex.example', from: 'no-reply@locuslex.example' });
    expect(config.social).toEqual([]);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads the environment', () => {
    process.env.SITE_EMAIL = 'hallo@locuslex.be';
    process.env.MAIL_TO = 'events@locuslex.be';
    process.env.SOCIAL_INSTAGRAM_URL = 'https://instagram.com/locuslex';
    process.env.SITE_URL = 'https://www.locuslex.be/';
    const config = getSiteConfig();
    expect(config.email).toBe('hallo@locuslex.be');
    expect(config.mail.to).toBe('events@locuslex.be');
    expect(config.social).toEqual([
      { network: 'instagram', label: 'Instagram', url: 'https://instagram.com/locuslex' },
    ]);
    expect(config.siteUrl).toBe('https://www.locuslex.be');
  });

  it('reads the photos’ bucket by its name, and a value that names no bucket as none', () => {
    delete process.env.FIREBASE_STORAGE_BUCKET;
    expect(storageBucket()).toBeUndefined();
    process.env.FIREBASE_STORAGE_BUCKET = ' Locus-Lex.firebasestorage.app ';
    expect(storageBucket()).toBe('locus-lex.firebasestorage.app');
    for (const wrong of ['locus-lex/o/x', 'locus lex', 'a', '-locus-lex', 'x'.repeat(300)]) {
      process.env.FIREBASE_STORAGE_BUCKET = wrong;
      expect({ wrong, bucket: storageBucket() }).toEqual({ wrong, bucket: undefined });
    }
  });

  it('makes tel: links of written phone numbers', () => {
    expect(telHref('+32 55 00 00 00')).toBe('tel:+3255000000');
    expect(telHref('055/12.34.56')).toBe('tel:055123456');
    // The bracketed trunk zero of an international number is not dialled; a national one keeps it.
    expect(telHref('+32 (0)470 12 34 56')).toBe('tel:+32470123456');
    expect(telHref('+32 ( 0 ) 9 123 45 67')).toBe('tel:+3291234567');
    expect(telHref('0032 (0)55 11 22 33')).toBe('tel:+3255112233');
    expect(telHref('(0)55 11 22 33')).toBe('tel:055112233');
    expect(telHref('(055) 11 22 33')).toBe('tel:055112233');
  });
});

describe('firebase-admin initialisation', () => {
  it('names the missing variables when nothing is configured', async () => {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIREBASE_SERVICE_ACCOUNT;
    delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
    delete process.env.K_SERVICE;
    const { getDb } = await import('@/lib/firestore');
    expect(() => getDb()).toThrow(
      /FIRESTORE_EMULATOR_HOST.*FIREBASE_SERVICE_ACCOUNT.*GOOGLE_APPLICATION_CREDENTIALS/,
    );
  });

  it('explains a service account that is not JSON', async () => {
    jest.resetModules();
    delete process.env.FIRESTORE_EMULATOR_HOST;
    process.env.FIREBASE_SERVICE_ACCOUNT = '{not json';
    const { getDb } = await import('@/lib/firestore');
    expect(() => getDb()).toThrow(/FIREBASE_SERVICE_ACCOUNT is not valid JSON/);
  });

  it('on the emulator, never asks the cloud metadata address and uses the project given', async () => {
    jest.resetModules();
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:1';
    process.env.FIREBASE_PROJECT_ID = 'demo-elders';
    delete process.env.METADATA_SERVER_DETECTION;
    const { getDb } = await import('@/lib/firestore');
    const { getApp } = await import('firebase-admin/app');
    getDb();
    // Without it, google-auth probes 169.254.169.254 (nothing may leave loopback here).
    expect(process.env.METADATA_SERVER_DETECTION).toBe('none');
    expect(getApp('locus-lex').options.projectId).toBe('demo-elders');
  });

  describe('with a service account pasted into FIREBASE_SERVICE_ACCOUNT', () => {
    // A real key, as the key file holds it: PEM lines, written into JSON as `\n` escapes.
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    beforeEach(() => {
      jest.resetModules();
      delete process.env.FIRESTORE_EMULATOR_HOST;
      process.env.FIREBASE_PROJECT_ID = 'demo-locus-lex';
    });

    it('reads its key with the newlines an environment variable escaped, in its own project', async () => {
      // Pasted on one line, an environment variable often holds the key's newlines as "\\n".
      process.env.FIREBASE_SERVICE_ACCOUNT = JSON.stringify({
        project_id: 'locus-lex-prod',
        client_email: 'site@locus-lex-prod.iam.gserviceaccount.com',
        private_key: privateKey.replace(/\n/g, '\\n'),
      });
      const { getDb } = await import('@/lib/firestore');
      const { getApp } = await import('firebase-admin/app');
      getDb();
      const app = getApp('locus-lex');
      expect(app.options.projectId).toBe('locus-lex-prod');
      expect(app.options.credential).toMatchObject({
        projectId: 'locus-lex-prod',
        clientEmail: 'site@locus-lex-prod.iam.gserviceaccount.com',
        privateKey,
      });
    });

    it('says what the key lacks', async () => {
      process.env.FIREBASE_SERVICE_ACCOUNT = JSON.stringify({ project_id: 'p', private_key: 'k' });
      const { getDb } = await import('@/lib/firestore');
      expect(() => getDb()).toThrow(/lacks client_email or private_key/);
    });
  });
});
