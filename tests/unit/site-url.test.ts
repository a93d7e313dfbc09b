/** @jest-environment node */
import { siteUrlCheck } from '../../scripts/site-url.mjs';

const PRODUCTION = { VERCEL: '1', VERCEL_ENV: 'production' };
const PREVIEW = { VERCEL: '1', VERCEL_ENV: 'preview' };

describe('the site’s address (SITE_URL) at build', () => {
  it('accepts the root of an http(s) site, with or without a trailing slash', () => {
    for (const url of ['https://www.locuslex.be', 'https://www.locuslex.be/', ' https://x.be '])
      expect([
        siteUrlCheck({ SITE_URL: url }),
        siteUrlCheck({ ...PRODUCTION, SITE_URL: url }),
      ]).toEqual([undefined, undefined]);
    expect(siteUrlCheck({ SITE_URL: 'http://localhost:3000' })).toBeUndefined();
    expect(siteUrlCheck({ ...PREVIEW, SITE_URL: 'https://preview.locuslex.be' })).toBeUndefined();
  });

  it('stops a build with a value that is not a site’s root: every canonical would be wrong', () => {
    for (const url of [
      'www.locuslex.be',
      'locuslex.be/wijnen',
      'ftp://locuslex.be',
      'https://locuslex.be/nl',
      'https://locuslex.be/?utm=x',
      'https://locuslex.be/#top',
      'https://user:pw@locuslex.be',
    ])
      expect(siteUrlCheck({ SITE_URL: url })).toEqual({ error: expect.stringContaining(url) });
  });

  it('stops a production build on Vercel that would name localhost or plain http', () => {
    expect(siteUrlCheck(PRODUCTION)).toEqual({ error: expect.stringContaining('localhost') });
    for (const url of ['http://localhost:3000', 'https://127.0.0.1:3000', 'https://[::1]'])
      expect(siteUrlCheck({ ...PRODUCTION, SITE_URL: url })).toEqual({
        error: expect.stringContaining('localhost'),
      });
    expect(siteUrlCheck({ ...PRODUCTION, SITE_URL: 'http://www.locuslex.be' })).toEqual({
      error: expect.stringContaining('https'),
    });
  });

  it('warns a Vercel preview without one, and leaves a local build alone', () => {
    expect(siteUrlCheck(PREVIEW)).toEqual({ warning: expect.stringContaining('SITE_URL') });
    expect(siteUrlCheck({})).toBeUndefined();
  });
});
