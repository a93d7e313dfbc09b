/** @jest-environment node */
// The page cache is Next's business; here the read itself is what is under test.
jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

import { resilient } from '@/lib/firestore';
import type { Wine } from '@/lib/wines/schema';

const wine = { _id: 'a', name: 'Barolo' } as Wine;

describe('resilient wine reads', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

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
