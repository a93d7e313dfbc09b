import { expect, test, type Page } from '@playwright/test';

import sample from '../../scripts/sample-wines.json';
import { WineMenu } from './support/wines-page';
import { TYPED_PAUSE_MS } from '../../app/[locale]/wijnen/_components/use-dropdown';
import { ANY_SCREEN, SIDEWAYS_PHONES, screens } from './support/screens';
import { holdScripts, whenLive, withoutPopovers } from './support/scripts';

type SampleWine = { id: string; name: string; type: string; country: string; collection: string };
const wines = sample as SampleWine[];
const pages = (n: number) => Math.ceil(n / 8);
/** How the list (and an option's count, read aloud) says a number of wines. */
const said = (n: number) => (n === 1 ? '1 wijn' : `${n} wijnen`);

/** /wijnen with its scripts held back (as on a slow line), and its Type wijn filter. */
async function beforeScripts(page: Page) {
  const menu = new WineMenu(page);
  const scripts = await holdScripts(page);
  await page.goto('/wijnen', { waitUntil: 'commit' });
  const button = menu.filterButton('Type wijn');
  const list = page.getByRole('list', { name: 'Type wijn' });
  return { menu, scripts, button, list };
}

test.describe('wine menu', () => {
  test('lists the wines server-rendered, with title, intro and the menu card link', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/wijnen')).text();
    // The first page's names are in the HTML before any script runs.
    expect(html).toContain('Onze Wijnen');
    expect((html.match(/<article/g) ?? []).length).toBe(8);
    await page.goto('/wijnen');
    await expect(page.getByRole('heading', { level: 1, name: 'Onze Wijnen' })).toBeVisible();
    await expect(page.getByText('Ontdek onze exclusieve selectie wijnen')).toBeVisible();
    const card = page.getByRole('link', {
      name: 'Andere dranken of culinaire begeleiding? Volledige menukaart (PDF)',
      exact: true,
    });
    await expect(card).toHaveAttribute('href', '/assets/menukaart.pdf');
    await expect(card).toHaveAttribute('type', 'application/pdf');
  });

  test('a page of eight wines fills its rows, on a phone, a tablet, a small laptop and a desktop', async ({
    page,
  }) => {
    // Three a row left a hole in the last row between 992 and 1200 px (an iPad held sideways).
    await page.goto('/wijnen');
    for await (const { width } of screens(page, 360, 768, 1024, 1180, 1440)) {
      const tops = await page
        .getByRole('main')
        .locator('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops, `cards at ${width} px`).toHaveLength(8);
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(new Set(perRow).size, `wines a row at ${width} px: ${perRow.join(', ')}`).toBe(1);
      expect(perRow[0], `wines a row at ${width} px`).toBeGreaterThanOrEqual(2);
    }
  });

  test('the pager reads "Pagina n van m" on one line, with both steps on screen', async ({
    page,
  }) => {
    // On a 390 px phone the status once broke into three lines between the two buttons.
    for await (const { width } of screens(page, 320)) {
      await page.goto('/wijnen/pagina/2');
      const pager = page.getByRole('navigation', { name: 'Paginering' });
      const status = new WineMenu(page).status();
      const lines = await status.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `status lines at ${width} px`).toBe(1);
      for (const step of ['Vorige', 'Volgende']) {
        const box = (await pager.getByRole('link', { name: step }).boundingBox())!;
        expect(box.x, `${step} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${step} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  test('a phone shows the wines two by two, every name and price whole inside its card', async ({
    page,
  }) => {
    // One card a row once made a page of eight wines five screens long on a phone.
    for await (const { width } of screens(page, 320, 390)) {
      await page.goto('/wijnen');
      const cards = await new WineMenu(page).cards().evaluateAll((articles) =>
        articles.map((card) => {
          const box = card.getBoundingClientRect();
          const cut = [...card.querySelectorAll<HTMLElement>('h2, h3, p, dd, dt')].filter((el) => {
            const r = el.getBoundingClientRect();
            return el.scrollWidth > el.clientWidth + 1 || r.left < box.left || r.right > box.right;
          });
          return { top: Math.round(box.top), cut: cut.map((el) => el.textContent) };
        }),
      );
      expect(cards.length).toBe(8);
      const rows = new Set(cards.map((c) => c.top));
      expect(rows.size, `rows at ${width} px`).toBeLessThanOrEqual(4);
      expect(
        cards.flatMap((c) => c.cut),
        `cut at ${width} px`,
      ).toEqual([]);
    }
  });

  test('every filter opens its whole list on the screen, on a small phone and sideways too', async ({
    page,
  }) => {
    // The right-hand filter's list once hung past a 390 px phone's edge, cutting its options off;
    // on a phone held sideways the filters sit at the screen's foot, and a list once opened
    // wholly below it, out of sight.
    for await (const { width, height } of screens(page, 320, 390, ...SIDEWAYS_PHONES)) {
      await page.goto('/wijnen');
      const bar = page.getByRole('navigation', { name: 'Filter de wijnen' });
      const labels = await bar
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons
            .filter((b) => b.getBoundingClientRect().width > 0)
            .map((b) => b.firstChild!.textContent!),
        );
      expect(labels.length).toBeGreaterThanOrEqual(2);
      for (const label of labels) {
        const menu = new WineMenu(page);
        await menu.filterButton(label).click();
        const list = page.getByRole('list', { name: label });
        await expect(list).toBeVisible();
        // Polled: the page may still be scrolling the list into view, smoothly.
        const fit = () =>
          list.evaluate((ul) => {
            const panel = ul.parentElement!;
            const box = panel.getBoundingClientRect();
            // Every option's text ends inside the panel, and the panel inside the screen.
            const cut = [...ul.querySelectorAll('a')].filter(
              (a) =>
                a.scrollWidth > a.clientWidth + 1 || a.getBoundingClientRect().right > box.right,
            );
            // What shows at a point: the bar would cover what scrolled up under it.
            const seen = (el: Element) => {
              const r = el.getBoundingClientRect();
              return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 4));
            };
            const button = panel.parentElement!.querySelector('button')!;
            return {
              left: box.left >= 0,
              right: box.right <= document.documentElement.clientWidth,
              bottom: box.bottom <= window.innerHeight,
              cut: cut.map((a) => a.textContent),
              firstOption: seen(ul.querySelector('a')!),
              button: seen(button),
            };
          });
        await expect.poll(fit, { message: `${label} at ${width}×${height}` }).toEqual({
          left: true,
          right: true,
          bottom: true,
          cut: [],
          firstOption: true,
          button: true,
        });
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
      }
    }
  });

  test('filters by one type, then by two (OR), resetting to the first page', async ({ page }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen/pagina/2');
    await menu.choose('Type wijn', 'Rosé');
    await expect(page).toHaveURL(/\/wijnen\/type\/Ros%C3%A9$/);
    await expect(menu.status()).toHaveText(
      `Pagina 1 van ${pages(wines.filter((w) => w.type === 'Rosé').length)}`,
    );
    expect(new Set(await menu.cardTypes())).toEqual(new Set(['Rosé']));

    // The address names the types in one order, whichever was chosen first: one view, one address.
    await menu.choose('Type wijn', 'Rood');
    await expect(page).toHaveURL(/\/wijnen\/type\/Rood\+Ros%C3%A9$/);
    const count = wines.filter((w) => w.type === 'Rood' || w.type === 'Rosé').length;
    await expect(new WineMenu(page).total()).toHaveText(`${count} wijnen`);
    const seen = new Set(await menu.cardTypes());
    for (let n = 2; n <= pages(count); n++) {
      await page.goto(`/wijnen/type/Rood+Ros%C3%A9/pagina/${n}`);
      for (const type of await menu.cardTypes()) seen.add(type);
    }
    expect(seen).toEqual(new Set(['Rood', 'Rosé']));
  });

  test('adds a country on top of a type (AND)', async ({ page }, info) => {
    const menu = new WineMenu(page);
    const count = wines.filter((w) => w.type === 'Rood' && w.country === 'Italië').length;
    if (info.project.name === 'desktop') {
      await page.goto('/wijnen/type/Rood');
      await menu.choose('Land', 'Italië');
      await expect(page).toHaveURL(/\/wijnen\/type\/Rood\/land\/Itali%C3%AB$/);
    } else {
      // Land is a desktop filter; on a phone the shared link still applies it.
      await page.goto('/wijnen/type/Rood/land/Itali%C3%AB');
      await expect(menu.filterButton('Land')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Land: Italië wissen' })).toBeVisible();
    }
    await expect(new WineMenu(page).total()).toHaveText(`${count} wijnen`);
  });

  test('pages forward and back, with the buttons disabled at the ends', async ({ page }) => {
    const menu = new WineMenu(page);
    const total = pages(wines.length);
    await page.goto('/wijnen');
    await expect(menu.status()).toHaveText(`Pagina 1 van ${total}`);
    const paging = page.getByRole('navigation', { name: 'Paginering' });
    await expect(paging.getByText('Vorige')).toHaveAttribute('aria-disabled', 'true');
    const first = await menu.cards().first().locator('h2').textContent();
    await paging.getByRole('link', { name: 'Volgende' }).click();
    await expect(menu.status()).toHaveText(`Pagina 2 van ${total}`);
    await expect(page).toHaveURL(/\/wijnen\/pagina\/2#wijnlijst$/);
    await expect(menu.cards().first().locator('h2')).not.toHaveText(first ?? '');
    // Moving to a page brings the top of the list into view.
    await expect(menu.total()).toBeInViewport();
    await paging.getByRole('link', { name: 'Vorige' }).click();
    await expect(menu.status()).toHaveText(`Pagina 1 van ${total}`);
    await page.goto(`/wijnen/pagina/${total}`);
    await expect(paging.getByText('Volgende')).toHaveAttribute('aria-disabled', 'true');
  });

  test('a page step clicked as soon as the page has loaded shows the next page, every time', async ({
    page,
  }) => {
    // Clicked before the step's link was prefetched, Next once changed the address but not the
    // list (a new query on the same path); each view now has a path of its own.
    const menu = new WineMenu(page);
    const total = pages(wines.length);
    for (let i = 0; i < 5; i++) {
      await page.goto('/wijnen');
      await page
        .getByRole('navigation', { name: 'Paginering' })
        .getByRole('link', { name: 'Volgende' })
        .click();
      await expect(page).toHaveURL(/\/wijnen\/pagina\/2#wijnlijst$/);
      await expect(menu.status()).toHaveText(`Pagina 2 van ${total}`);
    }
  });

  test('an animal page pre-selects its collection and keeps other filters on top', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    const giraf = wines.filter((w) => w.collection === 'De Koele Giraf');
    await page.goto('/wijnen/De%20Koele%20Giraf');
    await expect(menu.filterButton('Collectie')).toContainText('1');
    await expect(new WineMenu(page).total()).toHaveText(`${giraf.length} wijnen`);
    const names = await menu.cards().locator('h2').allTextContents();
    expect(names.every((n) => giraf.some((w) => w.name === n))).toBe(true);
    await menu.choose('Type wijn', 'Wit');
    await expect(page).toHaveURL(/\/wijnen\/De%20Koele%20Giraf\/type\/Wit$/);
    await expect(new WineMenu(page).total()).toHaveText(
      `${giraf.filter((w) => w.type === 'Wit').length} wijnen`,
    );
  });

  test(
    "an animal's address that chooses another collection too is a view of the whole menu",
    { tag: ANY_SCREEN },
    async ({ page }) => {
      // Typed, or kept from elsewhere: sent to the menu's view with both collections chosen.
      const chosen = ['De Koele Giraf', 'Wijninspiratie'];
      const count = wines.filter((w) => chosen.includes(w.collection)).length;
      await page.goto('/wijnen/De%20Koele%20Giraf/collectie/Wijninspiratie');
      await expect(page).toHaveURL(/\/wijnen\/collectie\/De%20Koele%20Giraf\+Wijninspiratie$/);
      await expect(new WineMenu(page).total()).toHaveText(`${count} wijnen`);
      // Headed and titled as the menu with two collections chosen, not as the giraffe's wines.
      await expect(page).toHaveTitle(
        'Onze Wijnen · De Koele Giraf, Wijninspiratie | 1504 Locus Lex',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wijnen$/);
      await expect(page.getByText('Ontdek onze exclusieve selectie wijnen')).toBeVisible();
      await expect(page.getByText(/de wijnen van De Koele Giraf/)).toHaveCount(0);
      // Its links are the menu's: taking one collection out leaves the other chosen.
      await page.getByRole('link', { name: 'Collectie: Wijninspiratie wissen' }).click();
      await expect(page).toHaveURL(/\/wijnen\/De%20Koele%20Giraf$/);
      await expect(new WineMenu(page).total()).toHaveText(
        `${wines.filter((w) => w.collection === 'De Koele Giraf').length} wijnen`,
      );
    },
  );

  test('each option says how many wines it would choose, and choosing it shows that many', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen/Het%20Nobele%20Paard');
    const paard = wines.filter((w) => w.collection === 'Het Nobele Paard');
    await menu.filterButton('Type wijn').click();
    const list = page.getByRole('list', { name: 'Type wijn' });
    // Counted within the view (the animal's wines), down to a type it has none of.
    const counts = new Map(
      ['Rood', 'Wit', 'Rosé', 'Mousserend'].map((t) => [
        t,
        paard.filter((w) => w.type === t).length,
      ]),
    );
    expect([...counts.values()]).toContain(0);
    for (const [type, n] of counts)
      await expect(
        list.getByRole('link', { name: `${type} ${said(n)}`, exact: true }),
      ).toBeVisible();
    const [type, n] = [...counts].find(([, count]) => count > 1)!;
    await list.getByRole('link', { name: `${type} ${said(n)}` }).click();
    await expect(menu.total()).toHaveText(said(n));
  });

  test(
    'an unknown animal or filter answers 404; a value no wine holds or a page past the last leads to what is left',
    { tag: ANY_SCREEN },
    async ({ request }) => {
      for (const path of [
        '/wijnen/Het%20Luie%20Nijlpaard',
        '/wijnen/kleur/Rood',
        '/wijnen/pagina/0',
      ])
        expect((await request.get(path)).status(), path).toBe(404);
      // A link shared before its wine left the menu: for now (307), the wine may come back.
      const last = `/wijnen/type/Rood/pagina/${pages(wines.filter((w) => w.type === 'Rood').length)}`;
      for (const [path, left] of [
        ['/wijnen/land/Atlantis', '/wijnen'],
        ['/wijnen/type/Rood/pagina/99', last],
        ['/fr/vins/De%20Koele%20Giraf/type/Blauw', '/fr/vins/De%20Koele%20Giraf'],
      ]) {
        const response = await request.get(path!, { maxRedirects: 0 });
        expect([path, response.status()]).toEqual([path, 307]);
        expect(new URL(response.headers()['location']!, 'http://x').pathname, path).toBe(left);
      }
    },
  );

  test(
    'another spelling or order of a view, or its older query form, is sent to its address once',
    { tag: ANY_SCREEN },
    async ({ request }) => {
      for (const [typed, address] of [
        ['/wijnen?type=Rood&pagina=2', '/wijnen/type/Rood/pagina/2'],
        ['/wijnen/land/Spanje+Frankrijk/type/rood', '/wijnen/type/Rood/land/Frankrijk+Spanje'],
        ['/wijnen/type/Rood/pagina/1', '/wijnen/type/Rood'],
        ['/wijnen/collectie/De%20Koele%20Giraf', '/wijnen/De%20Koele%20Giraf'],
        ['/wijnen/giraf?type=Wit&utm_source=x', '/wijnen/De%20Koele%20Giraf/type/Wit'],
        ['/fr/vins?land=Itali%C3%AB&type=Rood', '/fr/vins/type/Rood/land/Itali%C3%AB'],
        ['/en/wines/land/frankrijk', '/en/wines/land/Frankrijk'],
      ]) {
        const response = await request.get(typed!, { maxRedirects: 0 });
        expect(response.status(), typed).toBe(308);
        expect(new URL(response.headers()['location']!, 'http://x').pathname, typed).toBe(address);
        const landed = await request.get(address!, { maxRedirects: 0 });
        expect(landed.status(), address).toBe(200);
      }
    },
  );

  test(
    'a view is a static page: cached from its second request on, never private',
    { tag: ANY_SCREEN },
    async ({ request }) => {
      const path = '/wijnen/type/Wit/land/Frankrijk+Itali%C3%AB';
      const first = await request.head(path);
      const second = await request.head(path);
      for (const response of [first, second]) {
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
        expect(response.headers()['cache-control']).not.toMatch(/private|no-store/);
      }
      expect(second.headers()['x-nextjs-cache']).toBe('HIT');
      // Built with the site: the menu and an animal's page in each language. Past its revalidation
      // time (the suite can outlast it) an entry is served STALE while it renders again: still cached.
      for (const built of ['/wijnen', '/fr/vins/De%20Koele%20Giraf', '/en/wines'])
        expect((await request.head(built)).headers()['x-nextjs-cache'], built).toMatch(
          /^(HIT|STALE)$/,
        );
    },
  );

  test(
    'an animal typed in other letters, with dashes or by its short name shows its page, canonical to it',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      const menu = new WineMenu(page);
      for (const [typed, name] of [
        ['/wijnen/de%20koele%20giraf', 'De Koele Giraf'],
        ['/wijnen/GIRAF', 'De Koele Giraf'],
        ['/wijnen/de-sluwe-vos', 'De Sluwe Vos'],
        ['/wijnen/vrije-geest/type/rood', 'De Vrije Geest'],
      ] as const) {
        const response = await page.goto(typed);
        expect(response?.status(), typed).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^Wijnen van ${name}`));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/wijnen/${encodeURIComponent(name)}$`),
        );
        const own = wines.filter((w) => w.collection === name);
        const shown = typed.includes('type') ? own.filter((w) => w.type === 'Rood') : own;
        await expect(menu.total()).toHaveText(said(shown.length));
      }
      // Its links lead to the exact address.
      await page.goto('/wijnen/giraf');
      await menu.choose('Type wijn', 'Wit');
      await expect(page).toHaveURL(/\/wijnen\/De%20Koele%20Giraf\/type\/Wit$/);
    },
  );

  test(
    'a country typed into the address without its capital or accent shows its wines',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      // A link written by hand (a newsletter, a flyer): the wines' own spelling is meant.
      await page.goto('/wijnen/land/italie');
      await expect(page).toHaveURL(/\/wijnen\/land\/Itali%C3%AB$/);
      const italian = wines.filter((w) => w.country === 'Italië').length;
      await expect(new WineMenu(page).total()).toHaveText(said(italian));
      await expect(page).toHaveTitle('Onze Wijnen · Italië | 1504 Locus Lex');
      await expect(page.getByRole('link', { name: 'Land: Italië wissen' })).toBeVisible();
    },
  );

  test('an impossible combination shows a friendly empty state with a way back', async ({
    page,
  }) => {
    // Options that exist but share no wine: nothing is said to be off the menu.
    const country = wines.find(
      (w) => !wines.some((o) => o.country === w.country && o.type === 'Mousserend'),
    )!.country;
    await page.goto(`/wijnen/type/Mousserend/land/${encodeURIComponent(country)}`);
    await expect(page.getByRole('heading', { name: 'Geen wijnen gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Toon alle wijnen' }).click();
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(new WineMenu(page).total()).toHaveText(`${wines.length} wijnen`);
  });

  test('a dropdown closes on a click outside and on Escape', async ({ page }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    const button = menu.filterButton('Collectie');
    await button.click();
    await expect(page.getByRole('list', { name: 'Collectie' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: 'Collectie' })).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // Escape at once, before the list's open state has reached the script (the button opens it
    // by itself): it still closes.
    await button.evaluate((b: HTMLElement) => {
      b.click();
      b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await expect(page.getByRole('list', { name: 'Collectie' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test("a filter tapped before the page's script has run opens, and the script carries on", async ({
    page,
  }) => {
    const { menu, scripts, button, list } = await beforeScripts(page);
    await expect(list).toBeHidden();
    await button.click();
    await expect(list).toBeVisible();
    await button.click();
    await expect(list).toBeHidden();
    await button.click();
    expect(scripts.waiting()).toBeGreaterThan(0);
    await scripts.release();
    // Hydrated: the script knows the list is open, and closes it on Escape.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await menu.choose('Type wijn', 'Wit');
    await expect(page).toHaveURL(/\/wijnen\/type\/Wit$/);
  });

  test("a filter opened and left by the keyboard before the page's script has run is closed when it runs", async ({
    page,
  }) => {
    const { menu, scripts, button, list } = await beforeScripts(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    const options = await list.getByRole('link').count();
    for (let i = 0; i <= options; i++) await page.keyboard.press('Tab');
    await expect(menu.filterButton('Collectie')).toBeFocused();
    expect(scripts.waiting()).toBeGreaterThan(0);
    await scripts.release();
    // Hydrated: the list the focus has left no longer covers what has it.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(menu.filterButton('Collectie')).toBeFocused();
  });

  test('in a browser without popovers the script opens and closes a filter itself', async ({
    page,
  }) => {
    await withoutPopovers(page);
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    const button = menu.filterButton('Type wijn');
    const list = page.getByRole('list', { name: 'Type wijn' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(list).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(list).toBeHidden();
    await menu.choose('Type wijn', 'Wit');
    await expect(page).toHaveURL(/\/wijnen\/type\/Wit$/);
    await expect(menu.filterButton('Type wijn')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a list closes when the keyboard leaves it, so it never covers what has the focus', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    const { button, list } = await menu.openByKeyboard('Type wijn');
    const options = await list.getByRole('link').count();
    for (let i = 0; i < options; i++) await page.keyboard.press('Tab');
    await expect(list.getByRole('link').last()).toBeFocused();
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.filterButton('Collectie')).toBeFocused();
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Back into it with Shift+Tab from outside: it stays closed until opened.
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(list).toBeHidden();
  });

  test('the arrow keys, Home, End and typed letters walk an open list, and the page stays put', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    const { button, list } = await menu.openByKeyboard('Collectie');
    const options = list.getByRole('link');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(options.last()).toBeFocused();
    // Past either end the focus stays, and the page does not scroll away under the list.
    const at = await scrollY();
    await page.keyboard.press('ArrowDown');
    await expect(options.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toBeFocused();
    expect(await scrollY()).toBe(at);
    // What is typed goes to the name it starts, as in a native select: a letter pressed again to
    // the next such name, a word to the first that fits, round the list; a pause starts anew.
    const pause = () => page.waitForTimeout(TYPED_PAUSE_MS + 200);
    await page.keyboard.press('d');
    await expect(options.nth(1)).toHaveText(/^De Koele Giraf/);
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('Shift+D');
    await expect(options.nth(2)).toBeFocused();
    await pause();
    await page.keyboard.type('de v');
    await expect(options.nth(5)).toHaveText(/^De Vrije Geest/);
    await expect(options.nth(5)).toBeFocused();
    await pause();
    await page.keyboard.press('w');
    await expect(options.last()).toHaveText(/^Wijninspiratie/);
    await expect(options.last()).toBeFocused();
    await pause();
    await page.keyboard.press('c');
    await expect(options.first()).toBeFocused();
    await pause();
    await page.keyboard.press('x');
    await expect(options.first()).toBeFocused();
    expect(await scrollY()).toBe(at);
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(list).toBeHidden();
    // Closed, Down is not the list's: nothing opens.
    await page.keyboard.press('ArrowDown');
    await expect(button).toBeFocused();
    await expect(list).toBeHidden();
  });

  test('a choice made by keyboard leaves the keyboard at the number of wines the new view shows', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    await whenLive(menu.filterButton('Type'));
    await menu.openByKeyboard('Type');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen\/type\//);
    await expect(menu.total()).toBeFocused();
    // Tab goes on into the view, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveText('Naar de inhoud');
    await page.goto('/wijnen');
    const next = page
      .getByRole('navigation', { name: 'Paginering' })
      .getByRole('link', { name: 'Volgende' });
    await whenLive(next);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen\/pagina\/2#wijnlijst$/);
    await expect(menu.total()).toBeFocused();
    // Coming to the menu from another page is no choice in it: the keyboard starts at the content.
    await page.goto('/');
    await page.locator('main a[href="/wijnen"]').first().click();
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(menu.total()).not.toBeFocused();
  });

  test('opening a dropdown fetches nothing: its options are fetched when chosen, not on sight', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wijnen/type/')) fetched.push(r.url());
    });
    await menu.filterButton('Type wijn').click();
    await expect(page.getByRole('list', { name: 'Type wijn' })).toBeVisible();
    // Next's links prefetch when they come into view; a prefetch starts within a few frames.
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);
    await page.getByRole('list', { name: 'Type wijn' }).getByRole('link', { name: 'Wit' }).click();
    await expect(page).toHaveURL(/\/wijnen\/type\/Wit$/);
    expect(fetched.length).toBeGreaterThan(0);
  });

  test(
    'crawlers are not sent through every combination of filters, but do follow the pages',
    { tag: ANY_SCREEN },
    async ({ request }) => {
      // Every option leads to another combination, each with its own options: a crawler following
      // them all would fetch (and have the server render) thousands of noindex views.
      for (const path of [
        '/wijnen',
        '/wijnen/type/Rood/land/Frankrijk',
        '/wijnen/De%20Koele%20Giraf',
      ]) {
        const html = await (await request.get(path)).text();
        const links = [...html.matchAll(/<a [^>]*href="\/wijnen\/[^"]*"[^>]*>/g)].map((m) => m[0]);
        // Each wine's own page is followed, from its card.
        const wines = links.filter((a) => /href="\/wijnen\/wijn\//.test(a));
        expect(wines.length).toBeGreaterThan(0);
        expect(wines.filter((a) => /\brel=/.test(a))).toEqual([]);
        const options = links.filter((a) => !wines.includes(a) && !/rel="(prev|next)"/.test(a));
        expect(options.length).toBeGreaterThan(3);
        expect(options.filter((a) => !/\brel="nofollow"/.test(a))).toEqual([]);
      }
      // The next page is followed: its link's rel is "next" alone.
      const first = await (await request.get('/wijnen')).text();
      expect(first).toMatch(/<a [^>]*rel="next"[^>]*>/);
    },
  );

  test(
    'filtered views are noindex with a canonical to the unfiltered page',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      await page.goto('/wijnen/type/Rood');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wijnen$/);
      await page.goto('/wijnen');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // A query that chooses nothing (a campaign tag on a shared link, a page number that is none)
      // leads to the menu itself: the same page under its canonical, not a view to keep out of the index.
      for (const query of ['?utm_source=nieuwsbrief', '?pagina=-1', '?type=']) {
        await page.goto(`/wijnen${query}`);
        await expect(page).toHaveURL(/\/wijnen$/);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wijnen$/);
        await expect(page).toHaveTitle('Onze Wijnen | 1504 Locus Lex');
      }
    },
  );

  test('a filtered view is titled by what it shows, also after choosing in the page', async ({
    page,
  }) => {
    await page.goto('/wijnen/type/Rood/pagina/2');
    await expect(page).toHaveTitle('Onze Wijnen · Rood · pagina 2 | 1504 Locus Lex');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Onze Wijnen · Rood · pagina 2 | 1504 Locus Lex',
    );
    await page.goto('/wijnen/De%20Koele%20Giraf');
    await expect(page).toHaveTitle('Wijnen van De Koele Giraf | 1504 Locus Lex');
    await new WineMenu(page).choose('Type wijn', 'Wit');
    await expect(page).toHaveTitle('Wijnen van De Koele Giraf · Wit | 1504 Locus Lex');
  });
});

test.describe('wine menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same filtered URL renders and its links work', async ({ page }) => {
    await page.goto('/wijnen/type/Rood+Wit/pagina/2');
    const count = wines.filter((w) => w.type === 'Rood' || w.type === 'Wit').length;
    await expect(page.getByText(`Pagina 2 van ${pages(count)}`)).toBeVisible();
    // Without scripts the options are plain links, visible at once.
    await page.getByRole('list', { name: 'Type wijn' }).getByRole('link', { name: /^Wit/ }).click();
    await expect(page).toHaveURL(/\/wijnen\/type\/Rood$/);
    await expect(new WineMenu(page).total()).toHaveText(
      `${wines.filter((w) => w.type === 'Rood').length} wijnen`,
    );
  });
});

test.describe('menu card and fresh data', { tag: ANY_SCREEN }, () => {
  test('the menu card is a PDF and /menukaart redirects to it permanently', async ({ request }) => {
    const pdf = await request.get('/assets/menukaart.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const redirect = await request.get('/menukaart', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers()['location']).toMatch(/\/assets\/menukaart\.pdf$/);
  });
});
