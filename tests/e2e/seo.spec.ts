import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Message } from 'html-validate';

import { ANIMAL_PAGES, PAGE_TEMPLATES, PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE } from '../../lib/routes';
import { htmlChecker } from '../support/html-validity';
import { REQUIRED_CSP_DIRECTIVES } from '../support/security';
import { consoleErrors } from './support/console';
import { e2eDb } from './support/db';
import { unescapeHtml } from './support/html';
import { ANY_SCREEN } from './support/screens';
import { sitemapDates } from './support/sitemap';

const ROUTES = PAGE_TEMPLATES;
/**
 * What a search result shows before it cuts the text off: a title of about 600 px (some 60
 * characters), a description of about 160 characters.
 */
const RESULT_TITLE_CHARS = 60;
const RESULT_DESCRIPTION_CHARS = 160;

type LdNode = Record<string, unknown> & { '@type'?: string | string[] };

const hasType = (node: LdNode, type: string) => [node['@type']].flat().includes(type);

/** A page as a crawler receives it: its served HTML, its tags' attributes and its JSON-LD. */
type Served = {
  title: string;
  lang: string;
  /** The attributes of every `<meta>` and `<link>`, in order. */
  tags: Record<string, string>[];
  ld: LdNode[];
  html: string;
};

/** Each route's HTML is fetched once per worker: the tests here read its head in turns. */
const servedPages = new Map<string, Promise<Served>>();
function served(request: APIRequestContext, route: string): Promise<Served> {
  let page = servedPages.get(route);
  if (!page) {
    page = request.get(route).then(async (response) => {
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const attributes = (raw: string) =>
        Object.fromEntries(
          [...raw.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, unescapeHtml(v!)]),
        );
      return {
        html,
        title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
        lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '',
        tags: [...html.matchAll(/<(?:meta|link)\b([^>]*)>/g)].map(([, raw]) => attributes(raw!)),
        ld: [
          ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
        ].map(([, json]) => JSON.parse(json!) as LdNode),
      };
    });
    servedPages.set(route, page);
  }
  return page;
}

/** The values of `attribute` on the tags that have every one of `has`. */
const tagValues = (page: Served, has: Record<string, string>, attribute: string) =>
  page.tags
    .filter((tag) => Object.entries(has).every(([k, v]) => tag[k] === v))
    .map((tag) => tag[attribute]);

/**
 * The share card each page names: the site's on the home page and the privacy policy, its
 * section's elsewhere (the club's on its form too), each animal's its own (the next test).
 */
const SECTION_CARD: Record<string, string> = {
  '/': '/opengraph-image',
  '/privacy': '/opengraph-image',
  '/agenda': '/opengraph-image',
  '/erfgoed': '/deelkaart/erfgoed.png',
  '/vrije-geesten': '/deelkaart/vrije-geesten.png',
  '/inspiratie': '/deelkaart/inspiratie.png',
  '/wijnen': '/deelkaart/wijnen.png',
  '/club': '/deelkaart/club.png',
  '/club/registreer': '/deelkaart/club.png',
  '/event': '/deelkaart/event.png',
  '/contact': '/deelkaart/contact.png',
};

test.describe('search engines', { tag: ANY_SCREEN }, () => {
  // Most tests here load every route in turn; the first load of a page with a large picture waits
  // for the image optimiser's first AVIF encodings (15 s seen on a 2-core machine when no other
  // test had visited the home page before).
  test.slow();

  test('every page has a unique Dutch title, a description, a canonical and share cards', async ({
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const page = await served(request, route);
      const { title } = page;
      expect(title, route).toMatch(/1504 Locus Lex/);
      if (route !== '/') expect(title, route).toMatch(/ \| 1504 Locus Lex$/);
      expect(title.length, `${route}: ${title}`).toBeLessThanOrEqual(RESULT_TITLE_CHARS);
      titles.add(title);
      expect(page.lang, route).toBe('nl-BE');
      expect(tagValues(page, { name: 'description' }, 'content'), route).toEqual([
        expect.stringMatching(new RegExp(`^.{50,${RESULT_DESCRIPTION_CHARS}}$`)),
      ]);
      expect(tagValues(page, { rel: 'canonical' }, 'href'), route).toEqual([
        `${baseURL}${route === '/' ? '' : route}`.replace(/\/$/, '') || baseURL!,
      ]);
      expect(tagValues(page, { property: 'og:title' }, 'content'), route).toEqual([title]);
      expect(tagValues(page, { property: 'og:image' }, 'content')[0], route).toMatch(
        route.startsWith('/wijnen/')
          ? /\/deelkaart\/[a-z-]+\.png$/
          : new RegExp(`^${baseURL}${SECTION_CARD[route]}(\\?|$)`),
      );
      expect(tagValues(page, { name: 'twitter:card' }, 'content'), route).toEqual([
        'summary_large_image',
      ]);
    }
    expect(titles.size).toBe(ROUTES.length);
  });

  test('every page is valid HTML as a crawler receives it', async ({ request }) => {
    // A list may carry a name (ARIA allows it; the filter lists and the footer's 'Volg ons' do).
    const problems = htmlChecker({ 'aria-label-misuse': ['error', { allowAnyNamable: true }] });
    // React writes a form whose action is a server function as action="" (the form posts to its
    // own page, which the HTML standard would have written by leaving the attribute out).
    const reactFormAction = (m: Message) =>
      m.ruleId === 'attribute-allowed-values' &&
      m.message.includes('"action" has invalid value ""') &&
      /\bform$/.test(m.selector ?? '');
    for (const route of [...ROUTES, '/wijnen/type/Rood/pagina/2', '/bestaat-niet']) {
      const html = await (await request.get(route)).text();
      expect(await problems(html, reactFormAction), route).toEqual([]);
    }
  });

  test('the share image is a generated PNG', async ({ request }) => {
    const image = await request.get('/opengraph-image');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('each animal page and each section shares its own card: a 1200 by 630 PNG, described', async ({
    request,
    baseURL,
  }) => {
    const cards = new Set<string>();
    const sections = Object.keys(SECTION_CARD).filter((r) => SECTION_CARD[r]!.startsWith('/deel'));
    for (const route of [...ANIMAL_PAGES, ...sections]) {
      const page = await served(request, route);
      const meta = (has: Record<string, string>) => tagValues(page, has, 'content');
      expect(page.title.length, route).toBeLessThanOrEqual(RESULT_TITLE_CHARS);
      const [url] = meta({ property: 'og:image' });
      expect(url, route).toMatch(new RegExp(`^${baseURL}/deelkaart/[a-z-]+\\.png$`));
      expect(meta({ name: 'twitter:image' }), route).toEqual([url]);
      // An animal's card is described by its name; a section's by what its page is about.
      const about = route.startsWith('/wijnen/')
        ? `^${decodeURIComponent(route.split('/')[2]!)}, `
        : '1504 Locus Lex';
      expect(meta({ property: 'og:image:alt' })[0], route).toMatch(new RegExp(about));
      expect(meta({ property: 'og:image:width' }), route).toEqual(['1200']);
      const image = await request.get(url!);
      expect(image.status(), url).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      cards.add(url!);
    }
    // One card per animal and per section: the club's form shares the club's.
    expect(cards.size).toBe(
      ANIMAL_PAGES.length + new Set(sections.map((r) => SECTION_CARD[r])).size,
    );
    expect((await request.get('/deelkaart/olifant.png')).status()).toBe(404);
  });

  test('every page names the site icon, and the icons answer as images', async ({ request }) => {
    const icons = new Map<string, string>();
    for (const route of ROUTES) {
      const page = await served(request, route);
      for (const [has, type] of [
        [{ rel: 'icon', type: 'image/svg+xml' }, 'image/svg+xml'],
        [{ rel: 'apple-touch-icon' }, 'image/png'],
      ] as const) {
        const hrefs = tagValues(page, has, 'href');
        expect(hrefs, route).toHaveLength(1);
        icons.set(hrefs[0]!, type);
      }
    }
    // The same two files on every page, and /favicon.ico for whatever asks without reading a page.
    expect(icons.size).toBe(2);
    icons.set('/favicon.ico', 'image/x-icon');
    for (const [href, type] of icons) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe(type);
    }
  });

  test('every page links the web manifest, whose icons and shortcuts answer', async ({
    request,
  }) => {
    const links = new Set<string>();
    for (const route of ROUTES) {
      const hrefs = tagValues(await served(request, route), { rel: 'manifest' }, 'href');
      expect(hrefs, route).toHaveLength(1);
      links.add(hrefs[0]!);
    }
    expect([...links]).toEqual(['/manifest.webmanifest']);
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      icons: { src: string; type: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest.name).toBe('1504 Locus Lex');
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    }
    for (const shortcut of manifest.shortcuts) {
      expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);
    }
  });

  test('the sitemap lists every public route with absolute URLs, dates the wine pages by their data, robots names it', async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of [...PUBLIC_PAGES, ...ANIMAL_PAGES]) {
      expect(urls).toContain(route === '/' ? baseURL : `${baseURL}${route}`);
    }
    expect(urls.every((u) => u!.startsWith('http'))).toBe(true);
    // The pages made from wine data are dated by it: the newest write among their wines.
    const lastmod = sitemapDates(xml, baseURL!);
    const docs = (await e2eDb().collection('1504-wines').get()).docs;
    const newest = (collection?: string) =>
      new Date(
        Math.max(
          ...docs
            .filter((d) => collection === undefined || d.get('collection') === collection)
            .map((d) => d.updateTime.toMillis()),
        ),
      ).toISOString();
    expect(lastmod.get('/wijnen')).toBe(newest());
    expect(lastmod.get('/assets/menukaart.pdf')).toBe(newest());
    expect(lastmod.get(SAMPLE_ANIMAL_PAGE)).toBe(
      newest(decodeURIComponent(SAMPLE_ANIMAL_PAGE.split('/')[2]!)),
    );
    // Pages not made from data claim no date (a build date would claim changes they never had).
    for (const route of PUBLIC_PAGES.filter((r) => r !== '/wijnen'))
      expect(lastmod.get(route), route).toBeUndefined();
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Allow: \//);
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('a crawler following the links from the home page finds every page, and no link leads nowhere', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const status = new Map<string, number>();
    const ids = new Map<string, Set<string>>();
    const fragments: { from: string; to: string; id: string }[] = [];
    const visit = async (path: string) => {
      const response = await request.get(path);
      status.set(path, response.status());
      if (!response.ok() || !response.headers()['content-type']?.startsWith('text/html')) return [];
      const html = await response.text();
      ids.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
      const found: string[] = [];
      for (const [, attrs] of html.matchAll(/<a\b([^>]*)>/g)) {
        const href = /\shref="([^"]*)"/.exec(attrs!)?.[1];
        // Filter options are nofollow (tested below): a crawler leaves them.
        if (href === undefined || /\srel="[^"]*\bnofollow\b/.test(attrs!)) continue;
        const url = new URL(href.replaceAll('&amp;', '&'), `${origin}${path}`);
        if (url.origin !== origin) continue;
        const to = url.pathname + url.search;
        if (url.hash) fragments.push({ from: path, to, id: decodeURIComponent(url.hash.slice(1)) });
        found.push(to);
      }
      return found;
    };
    // Breadth first, each depth's pages at once, as a crawler fetches them.
    for (let depth = ['/']; depth.length > 0;) {
      depth.forEach((path) => status.set(path, 0));
      const found = (await Promise.all(depth.map(visit))).flat();
      depth = [...new Set(found)].filter((path) => !status.has(path));
    }
    // Every link answers (a redirect followed to its end), and every page is reached by links.
    expect([...status].filter(([, code]) => code !== 200)).toEqual([]);
    for (const route of [...PUBLIC_PAGES, ...ANIMAL_PAGES, '/assets/menukaart.pdf'])
      expect([route, status.has(route)]).toEqual([route, true]);
    // A link to a place in a page finds it there.
    expect(fragments.length).toBeGreaterThan(PUBLIC_PAGES.length);
    for (const { from, to, id } of fragments)
      expect([from, to, id, ids.get(to)?.has(id)]).toEqual([from, to, id, true]);
  });

  test('the venue is described on every page as a bar and event venue', async ({ request }) => {
    // Its map is the contact page's map link; its logo an image the site serves.
    const contact = (await served(request, '/contact')).html;
    const map = unescapeHtml(
      /href="(https:\/\/www\.openstreetmap\.org\/[^"]+)"/.exec(contact)![1]!,
    );
    for (const route of ROUTES) {
      const venue = (await served(request, route)).ld.find((n) => hasType(n, 'BarOrPub'));
      expect(venue, route).toBeDefined();
      expect(hasType(venue!, 'EventVenue')).toBe(true);
      expect(venue).toMatchObject({
        name: '1504 Locus Lex',
        telephone: '+32 55 00 00 00',
        email: 'info@locuslex.example',
        address: {
          streetAddress: 'Markt 37',
          postalCode: '9700',
          addressLocality: 'Oudenaarde',
          addressCountry: 'BE',
        },
      });
      expect(venue!.hasMenu).toMatch(/\/wijnen$/);
      expect(venue!.hasMap, route).toBe(map);
      const logo = await request.get(new URL(String(venue!.logo)).pathname);
      expect([route, logo.status(), logo.headers()['content-type']]).toEqual([
        route,
        200,
        'image/png',
      ]);
      // No social profile is configured here: no sameAs at all, rather than an empty list.
      expect(venue).not.toHaveProperty('sameAs');
    }
  });

  test('the home page names the site for search results, and no other page does', async ({
    request,
    baseURL,
  }) => {
    const home = await served(request, '/');
    const sites = home.ld.filter((n) => hasType(n, 'WebSite'));
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({
      name: '1504 Locus Lex',
      alternateName: 'Locus Lex',
      url: `${baseURL}/`,
    });
    // Its url is the home page's own canonical address, as Google's site names ask (Next writes
    // the canonical without the slash an address of the root alone is read with).
    const [canonical] = tagValues(home, { rel: 'canonical' }, 'href');
    expect(new URL(canonical!).href).toBe(sites[0]!.url);
    for (const route of ROUTES.filter((r) => r !== '/')) {
      expect(
        (await served(request, route)).ld.filter((n) => hasType(n, 'WebSite')),
        route,
      ).toEqual([]);
    }
  });

  test('the wine menu is a Menu with a section per type and offers in EUR', async ({ request }) => {
    const menu = (await served(request, '/wijnen')).ld.find((n) => hasType(n, 'Menu')) as {
      hasMenuSection: {
        name: string;
        hasMenuItem: {
          name: string;
          offers: { price: string; priceCurrency: string; name: string }[];
        }[];
      }[];
    };
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(['Rood', 'Wit', 'Rosé', 'Mousserend']);
    const items = menu.hasMenuSection.flatMap((s) => s.hasMenuItem);
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      expect(item.offers[0]).toMatchObject({ name: 'Glas', priceCurrency: 'EUR' });
      expect(Number(item.offers[0]!.price)).toBeGreaterThan(0);
    }
    expect(items.some((i) => i.offers.length === 1)).toBe(true);
    expect(items.some((i) => i.offers[1]?.name === 'Fles')).toBe(true);
    // The whole list once, on the menu's own address: not on an animal page, a later page or a
    // filtered view (each of those shows a part of it, and carries 11 kB less).
    for (const route of [SAMPLE_ANIMAL_PAGE, '/wijnen/pagina/2', '/wijnen/type/Rood']) {
      expect(
        (await served(request, route)).ld.filter((n) => hasType(n, 'Menu')),
        route,
      ).toEqual([]);
    }
  });

  test('the heritage page tells the history of the house from 1504', async ({ request }) => {
    const history = (await served(request, '/erfgoed')).ld.find((n) => hasType(n, 'Article')) as {
      temporalCoverage: string;
      about: LdNode;
      mentions: { startDate: string }[];
    };
    expect(history.temporalCoverage).toMatch(/^1504\//);
    expect(hasType(history.about, 'LandmarksOrHistoricalBuildings')).toBe(true);
    expect(history.mentions.map((m) => m.startDate)).toEqual(['1504', '1750', '1781', '1802']);
  });

  test('pages below another carry their trail, ending at their own canonical address', async ({
    request,
    baseURL,
  }) => {
    const trails: [string, string[]][] = [
      ...ANIMAL_PAGES.map((route): [string, string[]] => [
        route,
        ['1504 Locus Lex', 'Onze Wijnen', decodeURIComponent(route.split('/')[2]!)],
      ]),
      ['/club/registreer', ['1504 Locus Lex', '1504 Club', 'Word lid']],
    ];
    for (const [route, names] of trails) {
      const page = await served(request, route);
      const lists = page.ld.filter((n) => hasType(n, 'BreadcrumbList'));
      expect(lists, route).toHaveLength(1);
      const items = lists[0]!.itemListElement as {
        position: number;
        name: string;
        item: string;
      }[];
      expect(
        items.map((i) => i.name),
        route,
      ).toEqual(names);
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
      expect(items[0]!.item).toBe(`${baseURL}/`);
      expect([items[2]!.item], route).toEqual(tagValues(page, { rel: 'canonical' }, 'href'));
      // Each step is a page that answers.
      expect((await request.get(items[1]!.item)).status()).toBe(200);
    }
    // A page at the top has no trail to show, nor has a collection that is none of the six:
    // its page is a view of the menu, canonical to /wijnen, not a place of its own.
    for (const route of ['/wijnen', '/wijnen/collectie/Wijninspiratie']) {
      expect(
        (await served(request, route)).ld.filter((n) => hasType(n, 'BreadcrumbList')),
        route,
      ).toEqual([]);
    }
  });
});

test.describe('safe by default', { tag: ANY_SCREEN }, () => {
  test('whoever finds a weakness learns at /.well-known/security.txt whom to write to, until a year after the deploy', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    // The venue's own address, the one the contact page gives.
    expect(text).toMatch(/^Contact: mailto:info@locuslex\.example$/m);
    expect(text).toMatch(/^Preferred-Languages: nl, en$/m);
    expect(text).toContain(`\nCanonical: ${baseURL}/.well-known/security.txt\n`);
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  });

  test('every route sends the security headers, and the pages run without blocked resources', async ({
    page,
    request,
  }) => {
    for (const route of [
      ...ROUTES,
      '/assets/menukaart.pdf',
      '/sitemap.xml',
      '/manifest.webmanifest',
      '/deelkaart/giraf.png',
      '/icons/icon-192.png',
      '/favicon.ico',
      '/.well-known/security.txt',
      '/bestaat-niet',
    ]) {
      const response = await request.get(route);
      const h = response.headers();
      expect(h['strict-transport-security'], route).toBe('max-age=63072000; includeSubDomains');
      expect(h['x-content-type-options'], route).toBe('nosniff');
      expect(h['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], route).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(h['x-frame-options'], route).toBe('DENY');
      // Left out on purpose, for its cost to every page's load (next.config.ts, README).
      expect(h['cross-origin-opener-policy'], route).toBeUndefined();
      for (const directive of REQUIRED_CSP_DIRECTIVES) {
        expect(h['content-security-policy'], route).toContain(directive);
      }
      expect(h['x-powered-by'], route).toBeUndefined();
    }
    // Three tabs at once, so their waits for a quiet network overlap.
    const TABS = 3;
    const errors: string[][] = [];
    const failed: string[] = [];
    await Promise.all(
      Array.from({ length: TABS }, async (_, tab) => {
        const each = tab === 0 ? page : await page.context().newPage();
        errors.push(consoleErrors(each));
        each.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        });
        for (const route of ROUTES.filter((_, i) => i % TABS === tab)) {
          await each.goto(route);
          await each.waitForLoadState('networkidle');
        }
      }),
    );
    expect(errors.flat()).toEqual([]);
    expect(failed).toEqual([]);
  });
});
