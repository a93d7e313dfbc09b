/** @jest-environment node */
import { NextRequest } from 'next/server';

import { MAX_FORM_BYTES } from '@/lib/forms/constants';
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

const answer = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost')));
const rewrittenTo = (path: string) => {
  const target = answer(path).headers.get('x-middleware-rewrite');
  return target && new URL(target).pathname;
};

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
  it.each(UNDECODABLE)('%s reaches the proxy, which answers with the site’s 404 page', (path) => {
    expect(reachesProxy(path)).toBe(true);
    expect(rewrittenTo(path)).toBe('/_niet-gevonden');
    expect(rewrittenTo(`${path}?type=Rood`)).toBe('/_niet-gevonden');
  });

  it('passes on a path that decodes, whatever it names: Next answers it itself', () => {
    for (const path of ['/wijnen/%C3%A9', '/wijnen/100%25', '/deelkaart/%41.png', '/x%2Fy']) {
      expect(reachesProxy(path)).toBe(true);
      expect(answer(path).headers.get('x-middleware-next')).toBe('1');
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

  it('still sends a filtered view to its cached path, an animal’s too', () => {
    const giraf = ANIMAL_PAGES[0]!;
    expect(rewrittenTo(`${giraf}?type=Rood&pagina=2`)).toBe(
      viewPath(new URLSearchParams('type=Rood&pagina=2'), decodeURIComponent(giraf.split('/')[2]!)),
    );
    expect(rewrittenTo('/wijnen?land=Frankrijk')).toBe(
      viewPath(new URLSearchParams('land=Frankrijk')),
    );
    // Not a view: an unknown parameter, or a path below an animal.
    expect(answer('/wijnen?foo=bar').headers.get('x-middleware-next')).toBe('1');
    expect(answer(`${giraf}/x%C3%A9?type=Rood`).headers.get('x-middleware-next')).toBe('1');
  });
});

describe('an address typed with capitals', () => {
  const redirectedTo = (path: string) => {
    const response = answer(path);
    return [response.status, response.headers.get('location')];
  };

  it('reaches the proxy, and is sent to the page it names, its query kept', () => {
    for (const path of ['/Club', '/ERFGOED', '/Club/Registreer', '/Wijnen', '/Menukaart']) {
      expect([path, reachesProxy(path)]).toEqual([path, true]);
      expect(redirectedTo(path)).toEqual([308, `http://localhost${path.toLowerCase()}`]);
    }
    // Next's rewrites ignore case: before, this showed the whole menu, the filter ignored.
    expect(redirectedTo('/WIJNEN?type=Rood&pagina=2')).toEqual([
      308,
      'http://localhost/wijnen?type=Rood&pagina=2',
    ]);
  });

  it('below /wijnen/ lowers only the menu, not the animal’s name', () => {
    const giraf = ANIMAL_PAGES[0]!;
    const typed = giraf.replace('/wijnen/', '/Wijnen/');
    expect(reachesProxy(typed)).toBe(true);
    expect(redirectedTo(`${typed}?type=Wit`)).toEqual([308, `http://localhost${giraf}?type=Wit`]);
    // The animal's own capitals are its address: the page itself, not the proxy, reads them.
    expect(reachesProxy(giraf)).toBe(false);
    expect(answer(`${giraf}?type=Wit`).headers.get('location')).toBeNull();
  });

  it('that names no page is left to Next, which answers 404', () => {
    for (const path of ['/Onbekend', '/Club/Extra', '/Wijnen/De%20Koele%20Giraf/Extra']) {
      expect(reachesProxy(path)).toBe(true);
      expect(answer(path).headers.get('x-middleware-next')).toBe('1');
    }
  });
});

describe('a form post', () => {
  const post = (path: string, headers: Record<string, string>, method = 'POST') =>
    proxy(new NextRequest(new URL(path, 'http://localhost'), { method, headers }));

  it('up to the cap, with its length, goes on to the server action', () => {
    for (const path of ['/event', '/club/registreer'])
      for (const length of ['1200', String(MAX_FORM_BYTES)])
        expect([path, length, post(path, { 'content-length': length }).status]).toEqual([
          path,
          length,
          200,
        ]);
  });

  it('one byte over the cap is refused with 413, in Dutch, with a way back to its form', async () => {
    const answer = post('/club/registreer', { 'content-length': String(MAX_FORM_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toContain('<h1>Uw aanvraag is te groot</h1>');
    expect(html).toContain('<a href="/club/registreer"');
  });

  it('is held in memory for the proxy, and taken by a server action, up to the same cap', async () => {
    // Next copies a body for the proxy while it arrives, 10 MB of it by default.
    const { default: nextConfig } = await import('../../next.config');
    const { experimental } = nextConfig('phase-production-server');
    expect(experimental?.proxyClientMaxBodySize).toBe(MAX_FORM_BYTES);
    expect(experimental?.serverActions?.bodySizeLimit).toBe(MAX_FORM_BYTES);
  });

  it('without its length (chunked) is refused with 411, unread', async () => {
    const answer = post('/event', { 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(411);
    expect(await answer.text()).toContain('<h1>Uw aanvraag is onvolledig</h1>');
  });

  it('is the only request checked: reading a form page is never refused', () => {
    for (const method of ['GET', 'HEAD'])
      expect(post('/event', {}, method).headers.get('x-middleware-next')).toBe('1');
  });
});
