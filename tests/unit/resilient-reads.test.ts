/** @jest-environment node */
// The page cache is Next's business; here the read itself is what is under test.
jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

import { resilient } from '@/lib/firestore';
import type { Wine } from '@/lib/wines/schema';

const wine = { _id: 'a', name: 'Barolo' } as Wine;

describe('resilient wine reads', () => {
  const env = process.env;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env = { ...env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' };
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.env = env;
  });

  it('does not try to read where no Firestore is configured (a build without one)', async () => {
    process.env = { ...env };
    for (const key of [
      'FIRESTORE_EMULATOR_HOST',
      'FIREBASE_SERVICE_ACCOUNT',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'K_SERVICE',
    ])
      delete process.env[key];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetcher = jest.fn<Promise<Wine[]>, []>().mockResolvedValue([wine]);
    for (const key of ['test-none', 'test-none-either'])
      await expect(resilient(key, fetcher)()).resolves.toEqual({
        ok: false,
        error: 'unavailable',
      });
    expect(fetcher).not.toHaveBeenCalled();
    // One line for the whole build, not one per page.
    expect(warn.mock.calls).toEqual([['[wines] no Firestore configured: pages without wines']]);
    process.env.FIREBASE_SERVICE_ACCOUNT = '{}';
    await expect(resilient('test-some', fetcher)()).resolves.toEqual({ ok: true, wines: [wine] });
  });

  it('gives a typed failure, never a throw, when the database cannot be reached', async () => {
    const read = resilient('test-down', () => Promise.reject(new Error('UNAVAILABLE')));
    await expect(read()).resolves.toEqual({ ok: false, error: 'unavailable' });
  });

  it('keeps serving the last good wines, marked stale, when a later read fails', async () => {
    const fetcher = jest
      .fn<Promise<Wine[]>, []>()
      .mockResolvedValueOnce([wine])
      .mockRejectedValueOnce(new Error('timeout'));
    const read = resilient('test-stale', fetcher);
    await expect(read()).resolves.toEqual({ ok: true, wines: [wine] });
    await expect(read()).resolves.toEqual({ ok: true, wines: [wine], stale: true });
  });

  it('logs the failure without data', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await resilient('test-log', () =>
      Promise.reject(new Error('Firestore read timed out after 5000 ms')),
    )();
    expect(error).toHaveBeenCalledWith(
      '[wines] test-log failed: Firestore read timed out after 5000 ms',
    );
  });
});

describe('withTimeout', () => {
  it('gives up after the time limit', async () => {
    const { withTimeout } = await import('@/lib/firestore');
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow('timed out after 20 ms');
    await expect(withTimeout(Promise.resolve(7), 20)).resolves.toBe(7);
  });
});
