/** @jest-environment node */
import {
  askCollections,
  collectionNames,
  FAILURE_KEPT_MS,
  LIST_KEPT_MS,
  remembered,
  type CollectionList,
} from '@/lib/wines/collection-names';
import type { Wine } from '@/lib/wines/schema';

const wine = (collection: string) => ({ collection }) as Wine;

describe('collectionNames', () => {
  it('lists each collection of the wines once, in order, and none for a wine without one', () => {
    const wines = ['Wijninspiratie', 'De Koele Giraf', '', 'Wijninspiratie'].map(wine);
    expect(collectionNames(wines)).toEqual(['De Koele Giraf', 'Wijninspiratie']);
  });
});

describe('askCollections', () => {
  const answering = (response: Response | Error) =>
    jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
      if (response instanceof Error) throw response;
      return response;
    });

  it("asks the site's own endpoint and reads its list", async () => {
    const fetcher = answering(Response.json({ collections: ['Wijninspiratie'] }));
    expect(await askCollections('https://locuslex.example', fetcher)).toEqual(['Wijninspiratie']);
    expect(String(fetcher.mock.calls[0]![0])).toBe('https://locuslex.example/api/collecties');
    expect(fetcher.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('has no list for a refusal, another body, a network error or a timeout', async () => {
    for (const response of [
      Response.json({ error: 'unavailable' }, { status: 503 }),
      Response.json({ collections: 'Wijninspiratie' }),
      Response.json({ collections: [1, 2] }),
      new Response('<html>', { status: 200 }),
      new TypeError('fetch failed'),
      new DOMException('The operation timed out.', 'TimeoutError'),
    ]) {
      expect(await askCollections('http://localhost:3000', answering(response))).toBeUndefined();
    }
  });
});

describe('remembered', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('asks once while a list is kept, and again after', async () => {
    const time = clock();
    const ask = jest.fn(async (): Promise<CollectionList> => ['Wijninspiratie']);
    const list = remembered(ask, time.now);
    await Promise.all([list(), list()]);
    time.pass(LIST_KEPT_MS - 1);
    expect(await list()).toEqual(['Wijninspiratie']);
    expect(ask).toHaveBeenCalledTimes(1);
    time.pass(1);
    await list();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks again sooner after a list could not be had', async () => {
    const time = clock();
    const ask = jest
      .fn<Promise<CollectionList>, []>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('unexpected'))
      .mockResolvedValue(['Wijninspiratie']);
    const list = remembered(ask, time.now);
    expect(await list()).toBeUndefined();
    time.pass(FAILURE_KEPT_MS - 1);
    expect(await list()).toBeUndefined();
    time.pass(1);
    // An ask that throws is a failure too, not an error for the proxy to answer with.
    expect(await list()).toBeUndefined();
    time.pass(FAILURE_KEPT_MS);
    expect(await list()).toEqual(['Wijninspiratie']);
    expect(ask).toHaveBeenCalledTimes(3);
  });
});
