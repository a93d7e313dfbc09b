/** @jest-environment node */
// The route's own decisions; the card's layout is menu-card.test.ts's.
jest.mock('@/lib/firestore', () => ({ getWines: jest.fn() }));
// Next keeps the card ('use cache'); here each request builds it.
jest.mock('next/cache', () => ({ cacheTag: jest.fn() }));
jest.mock('@/app/assets/[card]/menu-card', () => {
  const actual = jest.requireActual('@/app/assets/[card]/menu-card');
  return { ...actual, buildMenuCard: jest.fn(actual.buildMenuCard) };
});

import { cacheTag } from 'next/cache';

import { GET as route } from '@/app/assets/[card]/route';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { getWines } from '@/lib/firestore';
import { buildMenuCard, menuCardUnavailablePage } from '@/app/assets/[card]/menu-card';
import { plainPage } from '@/lib/plain-page';
import type { Wine } from '@/lib/wines/schema';

import { wine } from '../support/wine';

const read = getWines as jest.MockedFunction<typeof getWines>;
const GET = (card = 'menukaart.pdf') =>
  route(new Request(`http://localhost/assets/${card}`), { params: Promise.resolve({ card }) });

describe('the menu card route', () => {
  it('serves the wines it reads as an inline PDF, kept until the wine list changes', async () => {
    read.mockResolvedValue({ ok: true, wines: [] as Wine[] });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(cacheTag).toHaveBeenCalledWith(CACHE_TAGS.wines);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('is made in each language under its own name, and no other name is a card', async () => {
    read.mockResolvedValue({ ok: true, wines: [wine({ name: 'Clos des Lys' })] });
    const build = buildMenuCard as jest.MockedFunction<typeof buildMenuCard>;
    build.mockClear();
    const french = await GET('carte-des-vins.pdf');
    expect(french.headers.get('content-disposition')).toBe(
      'inline; filename="carte-des-vins-1504-locus-lex.pdf"',
    );
    expect(build.mock.calls[0]?.[2]).toBe('fr');
    expect((await GET('wine-list.pdf')).status).toBe(200);
    expect(build.mock.calls[1]?.[2]).toBe('en');
    expect((await GET('menukaart.docx')).status).toBe(404);
  });

  it('without any wines to print, answers 503 with a page in its language that leads on, never cached', async () => {
    read.mockResolvedValue({ ok: false, error: 'unavailable' });
    const english = await (await GET('wine-list.pdf')).text();
    expect(english).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(english).toContain('<h1>The wine list is temporarily unavailable</h1>');
    expect(english).toContain('<a href="/en/wines">our wines on the site</a>');
    read.mockResolvedValue({ ok: false, error: 'unavailable' });
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl-BE">/);
    // Kept out of the index, a heading that says what happened, and the ways on.
    for (const part of [
      '<meta name="robots" content="noindex">',
      '<h1>De menukaart is even niet beschikbaar</h1>',
      '<a href="/wijnen">',
      '<a href="/" class="button">',
      'href="tel:+3255000000"',
      'href="mailto:info@locuslex.example"',
    ])
      expect(html).toContain(part);
  });
});

describe('menuCardUnavailablePage', () => {
  it('escapes the configured contact details it writes', () => {
    const html = menuCardUnavailablePage({
      name: 'Locus <b>Lex</b>',
      phone: '+32 55 "00"',
      email: 'info@x.example"><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<p>Locus &lt;b&gt;Lex&lt;/b&gt;</p>');
    expect(html).toContain('mailto:info@x.example&quot;&gt;&lt;script&gt;');
    expect(html).toContain('href="tel:+325500"');
  });
});

describe('plainPage', () => {
  it("titles the page as every page is, after the site's name, and escapes the title", () => {
    expect(plainPage('Wijn & <b>water</b>', '')).toContain(
      '<title>Wijn &amp; &lt;b&gt;water&lt;/b&gt; | 1504 Locus Lex</title>',
    );
  });

  it('keeps its colours where a browser would darken sites, as every page does', () => {
    expect(plainPage('Wijn', '')).toContain('<meta name="color-scheme" content="only light">');
  });
});
