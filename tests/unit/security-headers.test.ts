/** @jest-environment node */
import { cspImageSources } from '@/lib/image-sources';

import { BUCKET } from '../support/bucket-images';
import { REQUIRED_CSP_DIRECTIVES } from '../support/security';

/** The headers as `next build` and `next start` read them (next.config.ts decides on NODE_ENV). */
async function productionHeaders() {
  const env = process.env as Record<string, string | undefined>;
  const before = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    jest.resetModules();
    return (await import('../../next.config')).securityHeaders;
  } finally {
    env.NODE_ENV = before;
  }
}

type Header = { key: string; value: string };
const cspOf = (headers: Header[]) =>
  headers.find(({ key }) => key === 'Content-Security-Policy')!.value;
// Next's router runs each configured header value through path-to-regexp when it contains ':' (a
// parameter of the source path), request after request, static files included.
const withColon = (headers: Header[]) => headers.filter(({ value }) => value.includes(':'));

describe('security headers (next.config.ts)', () => {
  it('hold no colon in any production value, which Next would compile as a path pattern on every response', async () => {
    expect(withColon(await productionHeaders())).toEqual([]);
  });

  it('keep the required policy, with pictures from this origin only while no bucket is configured', async () => {
    const csp = cspOf(await productionHeaders());
    for (const directive of REQUIRED_CSP_DIRECTIVES) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("img-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allow pictures from the photos’ bucket alone once it is configured, still without a colon', async () => {
    const saved = process.env;
    process.env = { ...saved, FIREBASE_STORAGE_BUCKET: BUCKET };
    try {
      const headers = await productionHeaders();
      expect(cspOf(headers)).toContain(`img-src 'self' ${cspImageSources(BUCKET).join(' ')};`);
      expect(cspOf(headers)).not.toContain('*.firebasestorage.app');
      expect(withColon(headers)).toEqual([]);
    } finally {
      process.env = saved;
    }
  });
});
