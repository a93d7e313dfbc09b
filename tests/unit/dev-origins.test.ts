/** @jest-environment node */
// The check `next dev` runs on requests for its own resources (the live reload's socket, its
// scripts): a page opened at another address than the one it serves on must be allowed by name.
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { blockCrossSiteDEV } from 'next/dist/server/lib/router-utils/block-cross-site-dev';

async function devOrigins() {
  const { default: nextConfig } = await import('../../next.config');
  return nextConfig(PHASE_DEVELOPMENT_SERVER).allowedDevOrigins;
}

/** Whether `npm run dev` (served as localhost, scripts/run.mjs) refuses its live reload to a page at `origin`. */
async function refused(origin: string): Promise<boolean> {
  const req = { url: '/_next/hmr?id=1', headers: { origin } };
  const res = { statusCode: 200, end: () => undefined };
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    return blockCrossSiteDEV(req as never, res as never, await devOrigins(), 'localhost');
  } finally {
    warn.mockRestore();
  }
}

describe('the development server', () => {
  it('gives its live reload to the site opened by a loopback address as by localhost', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect([origin, await refused(origin)]).toEqual([origin, false]);
  });

  it('still refuses it to any other site', async () => {
    for (const origin of ['http://192.168.1.20:3000', 'https://locuslex.example.evil'])
      expect([origin, await refused(origin)]).toEqual([origin, true]);
  });
});
