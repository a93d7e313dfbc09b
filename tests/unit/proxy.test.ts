/** @jest-environment node */
import { NextRequest } from 'next/server';

import { FORM_TOO_LARGE, MAX_FORM_BYTES } from '@/lib/forms/constants';
import { config, proxy } from '@/proxy';
import { ANIMAL_PAGES, PUBLIC_PAGES } from '@/lib/routes';
import { viewPath } from '@/lib/wines/filters';

/**
 * Whether Next runs the proxy for a request to this path, compiled and tested as Next does it
 * (resolve-routes: the raw path, then the decoded one if it decodes). Conditions on headers or
 * the query are left out: this asks which paths can reach the proxy at all.
 */
type Compiled = { regexp: string; has?: unknown };
// Next's own compiler of proxy matchers (exported at run time, not in its types).
const { getMiddlewareMatchers } = jest.requireActual<{
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Compiled[];
}>('next/dist/build/analysis/get-page-static-info');
const pathMatchers = getMiddlewareMatchers(config.matcher, {})
  .filter((m) => !m.has)
  .map((m) => new RegExp(m.regexp));
function reachesProxy(path: string): boolean {
  const forms = [path];
  try {
    forms.push(decodeURIComponent(path));
  } catch {
    // Next tests the raw path only.
  }
  return forms.some((form) => pathMatchers.some((re) => re.test(form)));
}

// The data's collections, as the site's endpoint (app/api/collecties) answers the proxy.
const IN_DATA = ['De Koele Giraf', 'Wijninspiratie', 'Zomeré'];
const asked: string[] = [];
beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(String(input));
    return Response.json({ collections: IN_DATA });
  });
});
afterAll(() => jest.restoreAllMocks());

const answer = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost')));
const rewrittenTo = async (path: string) => {
  const target = (await answer(path)).headers.get('x-middleware-rewrite');
  return target && new URL(target).pathname;
};
const passedOn = async (path: string) =>
  (await answer(path)).headers.get('x-middleware-next') === '1';

// Escapes that are not UTF-8: a lone or short escape, a byte that starts no character, an
// overlong form, a surrogate. Next's route matcher throws on each.
const UNDECODABLE = [
  '/wijnen/%A0',
  '/wijnen/%ZZ',
  '/wijnen/%',
  '/wijnen/%E0%A4%A',
  '/wijnen/%C0%80',
  '/wijnen/%ED%A0%80',
  '/wijnen/De%20Koele%20Giraf%A0',
  '/deelkaart/%A0.png',
  '/wijnkaart-weergave/%A0/-',
  '/%A0',
];

describe('a path that cannot be decoded', () => {
  it.each(UNDECODABLE)(
    '%s reaches the proxy, which answers with the site’s 404 page',
    async (path) => {
      expect(reachesProxy(path)).toBe(true);
      expect(await rewrittenTo(path)).toBe('/_niet-gevonden');
      expect(await rewrittenTo(`${path}?type=Rood`)).toBe('/_niet-gevonden');
    },
  );

  it('passes on a path that decodes, whatever it names: Next answers it itself', async () => {
    for (const path of [
      '/wijnen/Zomer%C3%A9',
      '/deelkaart/100%25.png',
      '/deelkaart/%41.png',
      '/x%2Fy',
    ]) {
      expect(reachesProxy(path)).toBe(true);
      expect([path, await passedOn(path)]).toEqual([path, true]);
    }
  });
});

describe('the proxy stays out of the way', () => {
  it('never runs for a page, an animal page, a wine view or Next’s own files', () => {
    const views = [viewPath(new URLSearchParams('type=Rosé&land=België'), 'De Koele Giraf')];
    const files = [
      '/_next/static/chunks/a%C3%A9.js',
      '/_next/image',
      '/images/wines/fles-rood.webp',
    ];
    for (const path of [...PUBLIC_PAGES, ...ANIMAL_PAGES, ...views, ...files]) {
      expect([path, reachesProxy(path)]).toEqual([path, false]);
    }
  });

  it('still sends a filtered view to its cached path, an animal’s too', async () => {
    const giraf = ANIMAL_PAGES[0]!;
    expect(await rewrittenTo(`${giraf}?type=Rood&pagina=2`)).toBe(
      viewPath(new URLSearchParams('type=Rood&pagina=2'), decodeURIComponent(giraf.split('/')[2]!)),
    );
    expect(await rewrittenTo('/wijnen?land=Frankrijk')).toBe(
      viewPath(new URLSearchParams('land=Frankrijk')),
    );
    // Not a view: an unknown parameter, or a path below an animal.
    expect(await passedOn('/wijnen?foo=bar')).toBe(true);
    expect(await passedOn(`${giraf}/x%C3%A9?type=Rood`)).toBe(true);
  });
});

describe('an animal page that names no page', () => {
  it('reaches the proxy, which answers with the site’s 404 page, not a blank one', async () => {
    for (const path of ['/wijnen/Het%20Luie%20Nijlpaard', '/wijnen/onbekend', '/wijnen/Zomer']) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
      expect([path, await rewrittenTo(path)]).toEqual([path, '/_niet-gevonden']);
      expect([path, await rewrittenTo(`${path}?type=Rood`)]).toEqual([path, '/_niet-gevonden']);
    }
    expect(asked.at(-1)).toBe('http://localhost:3000/api/collecties');
  });

  it('passes on the six animals in any form their pages read, without asking for the list', async () => {
    const before = asked.length;
    for (const path of [
      '/wijnen/giraf',
      '/wijnen/de-koele-giraf',
      '/wijnen/HET%20NOBELE%20PAARD',
    ]) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
      expect([path, await passedOn(path)]).toEqual([path, true]);
    }
    expect(await rewrittenTo(`${ANIMAL_PAGES[1]}?land=Frankrijk`)).toMatch(
      /^\/wijnkaart-weergave\//,
    );
    expect(asked.length).toBe(before);
  });

  it('passes on a collection of the data, in its letters or others', async () => {
    for (const path of ['/wijnen/Wijninspiratie', '/wijnen/wijninspiratie', '/wijnen/zomer%C3%A9'])
      expect([path, await passedOn(path)]).toEqual([path, true]);
    expect(await rewrittenTo('/wijnen/Wijninspiratie?type=Rood')).toMatch(
      /^\/wijnkaart-weergave\//,
    );
  });

  it('passes every name on when the list cannot be had: the page decides', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
      const fresh = (await import('@/proxy')).proxy;
      const response = await fresh(new NextRequest('http://localhost/wijnen/Onbekend'));
      expect(response.headers.get('x-middleware-next')).toBe('1');
    });
  });
});

describe('an address typed with capitals', () => {
  const redirectedTo = async (path: string) => {
    const response = await answer(path);
    return [response.status, response.headers.get('location')];
  };

  it('reaches the proxy, and is sent to the page it names, its query kept', async () => {
    for (const path of ['/Club', '/ERFGOED', '/Club/Registreer', '/Wijnen', '/Menukaart']) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
      expect(await redirectedTo(path)).toEqual([308, `http://localhost${path.toLowerCase()}`]);
    }
    // Next's rewrites ignore case: before, this showed the whole menu, the filter ignored.
    expect(await redirectedTo('/WIJNEN?type=Rood&pagina=2')).toEqual([
      308,
      'http://localhost/wijnen?type=Rood&pagina=2',
    ]);
  });

  it('below /wijnen/ lowers only the menu, not the animal’s name', async () => {
    const giraf = ANIMAL_PAGES[0]!;
    const typed = giraf.replace('/wijnen/', '/Wijnen/');
    expect(reachesProxy(typed)).toBe(true);
    expect(await redirectedTo(`${typed}?type=Wit`)).toEqual([
      308,
      `http://localhost${giraf}?type=Wit`,
    ]);
    // The animal's own capitals are its address: the page itself, not the proxy, reads them.
    expect(reachesProxy(giraf)).toBe(false);
    expect((await answer(`${giraf}?type=Wit`)).headers.get('location')).toBeNull();
  });

  it('that names no page is left to Next, which answers 404', async () => {
    for (const path of ['/Onbekend', '/Club/Extra', '/Wijnen/De%20Koele%20Giraf/Extra']) {
      expect(reachesProxy(path)).toBe(true);
      expect(await passedOn(path)).toBe(true);
    }
  });
});

describe('a form post', () => {
  const post = (path: string, headers: Record<string, string>, method = 'POST') =>
    proxy(new NextRequest(new URL(path, 'http://localhost'), { method, headers }));

  it('up to the cap, with its length, goes on to the server action', async () => {
    for (const path of ['/event', '/club/registreer'])
      for (const length of ['1200', String(MAX_FORM_BYTES)])
        expect([path, length, (await post(path, { 'content-length': length })).status]).toEqual([
          path,
          length,
          200,
        ]);
  });

  it('one byte over the cap is refused with 413, in Dutch, with a way back to its form', async () => {
    const answer = await post('/club/registreer', {
      'content-length': String(MAX_FORM_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toContain('<h1>Uw aanvraag is te groot</h1>');
    // Its link loads an empty form; Back gives it again as it was filled in.
    expect(html).toContain('Ga terug met de terugknop van uw browser');
    expect(html).toContain('<a href="/club/registreer"');
  });

  it('is held in memory for the proxy, and taken by a server action, up to the same cap', async () => {
    // Next copies a body for the proxy while it arrives, 10 MB of it by default.
    const { default: nextConfig } = await import('../../next.config');
    const { experimental } = nextConfig('phase-production-server');
    expect(experimental?.proxyClientMaxBodySize).toBe(MAX_FORM_BYTES);
    expect(experimental?.serverActions?.bodySizeLimit).toBe(MAX_FORM_BYTES);
  });

  it('over the cap from the form’s script is refused in plain text, which the form tells from a lost connection', async () => {
    // Next's client throws a plain-text refusal's words as its error; the form knows these.
    const answer = await post('/event', {
      'content-length': String(MAX_FORM_BYTES + 1),
      'next-action': '7f3a',
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toBe('text/plain');
    expect(await answer.text()).toBe(FORM_TOO_LARGE);
  });

  it('without its length (chunked) is refused with 411, unread', async () => {
    const answer = await post('/event', { 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(411);
    expect(await answer.text()).toContain('<h1>Uw aanvraag is onvolledig</h1>');
  });

  it('is the only request checked: reading a form page is never refused', async () => {
    for (const method of ['GET', 'HEAD'])
      expect((await post('/event', {}, method)).headers.get('x-middleware-next')).toBe('1');
  });
});
