import { type APIRequestContext, expect } from '@playwright/test';

// A visitor from a campaign link and a newsletter: what a cached page must not pass on.
const EMAIL = 'jan%40voorbeeld.be';

/** A click id of its own for each test. */
export const clickId = () => `IwAR${Date.now()}`;

/** Asks for `path` as that visitor, and checks that the page was rendered for their address. */
export async function askTracked(request: APIRequestContext, path: string, trace: string) {
  const first = await request.get(
    `${path}${path.includes('?') ? '&' : '?'}fbclid=${trace}&email=${EMAIL}`,
  );
  expect(first.status(), path).toBe(200);
  // Next says how it answered: a page rendered for this request (MISS), or one from its cache.
  const cache = first.headers()['x-nextjs-cache'];
  expect(
    (await first.text()).includes(trace),
    `${path} rendered for the tracked address (x-nextjs-cache: ${cache})`,
  ).toBe(true);
}

/**
 * Asks for `path` plainly, as whoever comes next: the cached page, its HTML and its payload,
 * with nothing of that visitor's query. Returns the two bodies.
 */
export async function expectUntracked(request: APIRequestContext, path: string, trace: string) {
  const bodies: string[] = [];
  for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
    const again = await request.get(path, { headers });
    const what = `${path}, ${headers.RSC ? 'payload' : 'HTML'}`;
    expect(again.headers()['x-nextjs-cache'], what).toBe('HIT');
    const body = await again.text();
    // As booleans: a page's whole text is no message to read.
    expect(body.includes(trace), `${what}: the click id`).toBe(false);
    expect(body.includes('voorbeeld.be'), `${what}: the e-mail address`).toBe(false);
    bodies.push(body);
  }
  return bodies;
}
