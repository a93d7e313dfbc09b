import { type APIRequestContext, expect } from '@playwright/test';

// A visitor from a campaign link and a newsletter: what a cached page must not pass on.
const EMAIL = 'jan%40voorbeeld.be';

/** A click id of its own for each test. */
export const clickId = () => `IwAR${Date.now()}`;

/** `path` as that visitor reaches it. */
export const trackedAddress = (path: string, trace: string) =>
  `${path}${path.includes('?') ? '&' : '?'}fbclid=${trace}&email=${EMAIL}`;

/**
 * Asks for `path` plainly, as whoever comes next: the cached page, its HTML and its payload,
 * with nothing of that visitor's query. Returns the two bodies.
 */
export async function expectUntracked(request: APIRequestContext, path: string, trace: string) {
  const bodies: string[] = [];
  for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
    const again = await request.get(path, { headers });
    const what = `${path}, ${headers.RSC ? 'payload' : 'HTML'}`;
    const body = await again.text();
    // As booleans: a page's whole text is no message to read.
    expect(body.includes(trace), `${what}: the click id`).toBe(false);
    expect(body.includes('voorbeeld.be'), `${what}: the e-mail address`).toBe(false);
    bodies.push(body);
  }
  return bodies;
}
