import { expect, test, type Page } from '@playwright/test';

import sample from '../../scripts/sample-wines.json';
import { WineMenu } from './support/wines-page';
import { TYPED_PAUSE_MS } from '../../components/wines/use-dropdown';
import { ANY_SCREEN, SIDEWAYS_PHONES, screens } from './support/screens';
import { holdScripts, withoutPopovers } from './support/scripts';

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

/** A slow phone: every wine view the page fetches takes a second and a half to come. */
async function slowViews(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/wijnen'),
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
      await route.fallback();
    },
  );
}

/** `path` on a slow phone, with Rood ticked in Type wijn and its view on its way. */
async function roodOnItsWay(page: Page, path: string) {
  const menu = new WineMenu(page);
  await page.goto(path);
  await slowViews(page);
  const type = menu.filterButton('Type wijn');
  await type.click();
  const rood = menu.list('Type wijn').getByRole('link').filter({ hasText: /^Rood/ });
  await rood.click();
  return { menu, type, rood };
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
      await page.goto('/wijnen?pagina=2');
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
    await page.goto('/wijnen?pagina=2');
    await menu.choose('Type wijn', 'Rosé');
    await expect(page).toHaveURL(/\/wijnen\?type=Ros%C3%A9$/);
    await expect(menu.status()).toHaveText(
      `Pagina 1 van ${pages(wines.filter((w) => w.type === 'Rosé').length)}`,
    );
    expect(new Set(await menu.cardTypes())).toEqual(new Set(['Rosé']));

    // The address names the types in the menu's order, Rood first, as the chips do: one view,
    // one address, whichever was chosen first.
    await menu.choose('Type wijn', 'Rood');
    await expect(page).toHaveURL(/\/wijnen\?type=Rood&type=Ros%C3%A9$/);
    const count = wines.filter((w) => w.type === 'Rood' || w.type === 'Rosé').length;
    await expect(new WineMenu(page).total()).toHaveText(`${count} wijnen`);
    const seen = new Set(await menu.cardTypes());
    for (let n = 2; n <= pages(count); n++) {
      await page.goto(`/wijnen?type=Rood&type=Ros%C3%A9&pagina=${n}`);
      for (const type of await menu.cardTypes()) seen.add(type);
    }
    expect(seen).toEqual(new Set(['Rood', 'Rosé']));
  });

  test('adds a country on top of a type (AND)', async ({ page }, info) => {
    const menu = new WineMenu(page);
    const count = wines.filter((w) => w.type === 'Rood' && w.country === 'Italië').length;
    if (info.project.name === 'desktop') {
      await page.goto('/wijnen?type=Rood');
      await menu.choose('Land', 'Italië');
      await expect(page).toHaveURL(/type=Rood&land=Itali%C3%AB/);
    } else {
      // Land is a desktop filter (spec §5); on a phone the shared link still applies it.
      await page.goto('/wijnen?type=Rood&land=Itali%C3%AB');
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
    await expect(page).toHaveURL(/pagina=2/);
    await expect(menu.cards().first().locator('h2')).not.toHaveText(first ?? '');
    // Moving to a page brings the top of the list into view.
    await expect(menu.total()).toBeInViewport();
    await paging.getByRole('link', { name: 'Vorige' }).click();
    await expect(menu.status()).toHaveText(`Pagina 1 van ${total}`);
    await page.goto(`/wijnen?pagina=${total}`);
    await expect(paging.getByText('Volgende')).toHaveAttribute('aria-disabled', 'true');
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
    await expect(page).toHaveURL(/\/wijnen\/De%20Koele%20Giraf\?type=Wit$/);
    await expect(new WineMenu(page).total()).toHaveText(
      `${giraf.filter((w) => w.type === 'Wit').length} wijnen`,
    );
  });

  test(
    "an animal's address that chooses another collection too is a view of the whole menu",
    { tag: ANY_SCREEN },
    async ({ page }) => {
      // Typed, or kept from elsewhere: the menu's own links take a second collection to /wijnen.
      const chosen = ['De Koele Giraf', 'Wijninspiratie'];
      const count = wines.filter((w) => chosen.includes(w.collection)).length;
      await page.goto('/wijnen/De%20Koele%20Giraf?collectie=Wijninspiratie');
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
      await expect(page).toHaveURL(/\/wijnen\?collectie=De\+Koele\+Giraf$/);
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

  test('an unknown animal answers 404', { tag: ANY_SCREEN }, async ({ page }) => {
    const response = await page.goto('/wijnen/Het%20Luie%20Nijlpaard');
    expect(response?.status()).toBe(404);
  });

  test(
    'an animal typed in other letters, with dashes or by its short name shows its page, canonical to it',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      const menu = new WineMenu(page);
      for (const [typed, name] of [
        ['/wijnen/de%20koele%20giraf', 'De Koele Giraf'],
        ['/wijnen/GIRAF', 'De Koele Giraf'],
        ['/wijnen/de-sluwe-vos', 'De Sluwe Vos'],
        ['/wijnen/vrije-geest?type=rood', 'De Vrije Geest'],
      ] as const) {
        const response = await page.goto(typed);
        expect(response?.status(), typed).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^Wijnen van ${name}`));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/wijnen/${encodeURIComponent(name)}$`),
        );
        const own = wines.filter((w) => w.collection === name);
        const shown = typed.includes('type=') ? own.filter((w) => w.type === 'Rood') : own;
        await expect(menu.total()).toHaveText(said(shown.length));
      }
      // Its links lead to the exact address.
      await page.goto('/wijnen/giraf');
      await menu.choose('Type wijn', 'Wit');
      await expect(page).toHaveURL(/\/wijnen\/De%20Koele%20Giraf\?type=Wit$/);
    },
  );

  test(
    'a country typed into the address without its capital or accent shows its wines',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      // A link written by hand (a newsletter, a flyer): the wines' own spelling is meant.
      await page.goto('/wijnen?land=italie');
      const italian = wines.filter((w) => w.country === 'Italië').length;
      await expect(new WineMenu(page).total()).toHaveText(said(italian));
      await expect(page).toHaveTitle('Onze Wijnen · Italië | 1504 Locus Lex');
      await expect(page.getByRole('link', { name: 'Land: Italië wissen' })).toBeVisible();
      await expect(page.getByText(/niet op onze kaart/)).toHaveCount(0);
    },
  );

  test('an impossible combination shows a friendly empty state with a way back', async ({
    page,
  }) => {
    // Options that exist but share no wine: nothing is said to be off the menu.
    const country = wines.find(
      (w) => !wines.some((o) => o.country === w.country && o.type === 'Mousserend'),
    )!.country;
    await page.goto(`/wijnen?type=Mousserend&land=${encodeURIComponent(country)}`);
    await expect(page.getByRole('heading', { name: 'Geen wijnen gevonden' })).toBeVisible();
    await expect(page.getByText(/niet op onze kaart/)).toHaveCount(0);
    // A value no wine holds (a link shared before its wine left the menu) is named.
    await page.goto('/wijnen?land=Atlantis&pagina=99');
    await expect(page.getByRole('heading', { name: 'Geen wijnen gevonden' })).toBeVisible();
    await expect(page.getByText('Nu niet op onze kaart: Atlantis.')).toBeVisible();
    await page.getByRole('link', { name: 'Toon alle wijnen' }).click();
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(new WineMenu(page).total()).toHaveText(`${wines.length} wijnen`);
  });

  test('values no wine holds show as chips to take out, but no link carries them on', async ({
    page,
    request,
  }) => {
    // Twenty long made-up countries (what an address may carry at most): copied into each of the
    // page's links, they made it 280 kB larger (a wine house's twenty, megabytes). Now only their
    // chips grow the page: each its value a few times over and its cross, in HTML and payload.
    const madeUp = Array.from({ length: 20 }, (_, i) => `Atlantis${i}`.padEnd(90, 'x'));
    const plain = '/wijnen?type=Rood&land=Atlantis';
    const hostile = `/wijnen?${new URLSearchParams([['type', 'Rood'], ...madeUp.map((v) => ['land', v])])}`;
    const plainHtml = await (await request.get(plain)).text();
    const hostileHtml = await (await request.get(hostile)).text();
    expect(hostileHtml.length - plainHtml.length).toBeLessThan(madeUp.length * 2_000);

    await page.goto(hostile);
    await expect(page.getByRole('heading', { name: 'Geen wijnen gevonden' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Land: ${madeUp[0]} wissen` })).toBeVisible();
    await expect(
      page.getByText(`Nu niet op onze kaart: ${madeUp.slice(0, 3).join(', ')} en 17 meer.`),
    ).toBeVisible();
    const hrefs = await page
      .locator('a[href^="/wijnen"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.includes('Atlantis'))).toEqual([]);
    // The chip of a made-up value leads to what the page's filters do choose.
    await page.getByRole('link', { name: `Land: ${madeUp[3]} wissen` }).click();
    await expect(page).toHaveURL(/\/wijnen\?type=Rood$/);
    await expect(new WineMenu(page).total()).toHaveText(
      `${wines.filter((w) => w.type === 'Rood').length} wijnen`,
    );
  });

  test('a chip taken out by keyboard leaves the focus on the next chip, then on the filters', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    const chip = (name: string) => page.getByRole('link', { name: `${name} wissen` });
    await page.goto('/wijnen?type=Rood&type=Wit&land=Itali%C3%AB');
    // The view taken to is a new route: without a hand-over, the focus fell to the page's top.
    await chip('Type wijn: Rood').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen\?type=Wit&land=Itali%C3%AB$/);
    await expect(chip('Type wijn: Wit')).toBeFocused();
    // The last chip hands it to the one before it.
    await chip('Land: Italië').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen\?type=Wit$/);
    await expect(chip('Type wijn: Wit')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(menu.filterButton('Type wijn')).toBeFocused();
    // "Wis alle filters" takes every chip away at once.
    await page.goto('/wijnen?type=Rood&land=Itali%C3%AB');
    await page.getByRole('link', { name: 'Wis alle filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(menu.filterButton('Type wijn')).toBeFocused();
    // Out of an animal's page to the whole menu, another page: the chip keeps it all the same.
    await page.goto('/wijnen/De%20Koele%20Giraf?type=Rood');
    await chip('Collectie: De Koele Giraf').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen\?type=Rood$/);
    await expect(chip('Type wijn: Rood')).toBeFocused();
    // So does "Toon alle wijnen" under a choice no wine fits.
    await page.goto('/wijnen?land=Atlantis');
    await page.getByRole('link', { name: 'Toon alle wijnen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(menu.filterButton('Type wijn')).toBeFocused();
  });

  test('a chip or a pager step followed at once on a fresh page hands the focus on all the same', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    // A listener added by the page's effects came after the links were live: the view came
    // without a hand-over, or the page being left took it (the focus fell to the page's top).
    await menu.followOnHydration('/wijnen?type=Rood&type=Wit&land=Itali%C3%AB', 'a[data-filter]');
    await expect(page).toHaveURL(/\/wijnen\?type=Wit&land=Itali%C3%AB$/);
    await expect(page.getByRole('link', { name: 'Type wijn: Wit wissen' })).toBeFocused();
    await menu.followOnHydration('/wijnen', 'a[rel="next"]');
    await expect(menu.status()).toHaveText(/^Pagina 2 van/);
    await expect(menu.total()).toBeFocused();
  });

  test('a pager step leaves the focus at the start of the list it shows', async ({ page }) => {
    const menu = new WineMenu(page);
    const paging = page.getByRole('navigation', { name: 'Paginering' });
    const ringed = () => menu.total().evaluate((el) => el.matches(':focus-visible'));
    await page.goto('/wijnen');
    // The view taken to is a new route: without a hand-over the focus fell to the page's top, and
    // Tab went on from the pager, past the wines just shown. Enter at once, while the page still
    // glides down to the step, is the hardest case: the list's start could land out of sight.
    await paging.getByRole('link', { name: 'Volgende' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.status()).toHaveText(/^Pagina 2 van/);
    await expect(menu.total()).toBeFocused();
    // Where a click or a fresh load of the address puts it: in full sight, below the header.
    await expect
      .poll(() =>
        menu.total().evaluate((el) => {
          const below = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
          const { top, bottom } = el.getBoundingClientRect();
          return top >= below && bottom <= innerHeight;
        }),
      )
      .toBe(true);
    expect(await ringed()).toBe(true);
    // Back from it, the keyboard goes on through the filters above the list.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('nav[aria-label="Filter de wijnen"] :focus')).toHaveCount(1);
    // A step clicked puts it there too, without the keyboard's ring.
    await paging.getByRole('link', { name: 'Vorige' }).click();
    await expect(menu.status()).toHaveText(/^Pagina 1 van/);
    await expect(menu.total()).toBeFocused();
    expect(await ringed()).toBe(false);
    // An address with the step's fragment (page 2, shared) opens there, with no ring on the list's
    // start: the browser would focus it as the fragment's target if its HTML made it focusable.
    await page.goto('/wijnen?pagina=2#wijnlijst');
    await expect(menu.total()).toBeInViewport();
    await expect(page.locator(':focus-visible')).toHaveCount(0);
  });

  test('each view a choice brings is told to a screen reader: what changed of its count and page', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    // The shell's live region: it outlives the views, whose own count and pager are new each time.
    const news = page.getByRole('status');
    const count = (type?: string) => wines.filter((w) => !type || w.type === type).length;
    const [all, rood, rose] = [count(), count('Rood'), count('Rosé')];
    expect(pages(rood)).toBe(2);
    expect(pages(rose)).toBe(1);
    await page.goto('/wijnen');
    // The first view is read as a page: nothing said once its script has run (the region is
    // written 0.1 s after a view mounts).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await expect(news).toHaveText('');
    await menu.choose('Type wijn', 'Rood');
    await expect(news).toHaveText(`${said(rood)}. Pagina 1 van 2`);
    await page.getByRole('link', { name: 'Volgende' }).click();
    await expect(news).toHaveText('Pagina 2 van 2');
    await page.getByRole('link', { name: 'Type wijn: Rood wissen' }).click();
    await expect(news).toHaveText(`${said(all)}. Pagina 1 van ${pages(all)}`);
    await menu.choose('Type wijn', 'Rosé');
    await expect(news).toHaveText(`${said(rose)}. Pagina 1 van 1`);
    // A choice that leaves no wine: no pager, nothing to say of it.
    const noRose = wines.find(
      (w) => !wines.some((o) => o.collection === w.collection && o.type === 'Rosé'),
    )!;
    await menu.choose('Collectie', noRose.collection);
    await expect(news).toHaveText(said(0));
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
    await expect(page).toHaveURL(/\/wijnen\?type=Wit$/);
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
    await expect(page).toHaveURL(/\/wijnen\?type=Wit$/);
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

  test('chosen by keyboard, an option filters and leaves focus on its filter, not the page top', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    // The first filter and the last one shown on both screens, which mounts after the others.
    for (const [filter, param] of [
      ['Type wijn', 'type'],
      ['Collectie', 'collectie'],
    ] as const) {
      const { button, list } = await menu.openByKeyboard(filter);
      await page.keyboard.press('Tab');
      const option = list.getByRole('link').first();
      await expect(option).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // The list closed under the focused option: focus returns to its button, as on Escape.
      await expect(button).toBeFocused();
    }
  });

  test('a view slow to come shows its option or page step waiting, then arrives', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    await slowViews(page);
    const button = menu.filterButton('Type wijn');
    await button.click();
    const list = page.getByRole('list', { name: 'Type wijn' });
    const option = list.getByRole('link').first();
    // No option carries a ring of its own until it is chosen (a hundred on a page, in its HTML).
    await expect(list.locator('[aria-hidden="true"]')).toHaveCount(0);
    await option.click();
    // The list stays open on the chosen option, which shows it is on its way.
    await expect(option.locator('[data-pending]')).toBeVisible();
    // The delay on top of a view the server may render for the first time (it once took over 5 s
    // in a full run on two cores).
    await expect(page).toHaveURL(/[?&]type=/, { timeout: 10_000 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-pending]')).toHaveCount(0);

    const next = page.getByRole('link', { name: 'Volgende' });
    await next.click();
    await expect(next.locator('[data-pending]')).toBeVisible();
    await expect(menu.status()).toHaveText(/^Pagina 2 van/);
  });

  test('options ticked one after another before the first view comes are all chosen, in any filter', async ({
    page,
  }) => {
    // The visitor ticks the next box before the first one's view has come.
    const { menu, type, rood } = await roodOnItsWay(page, '/wijnen');
    // Ticked, and counted on its filter, at once, while its view is on its way.
    await expect(rood).toHaveAttribute('aria-current', 'true');
    await expect(rood.locator('[data-pending]')).toBeVisible();
    await expect(type).toHaveAccessibleName('Type wijn 1 gekozen');
    // Wit adds to it: before, its link still led to Wit alone, and Rood was lost.
    const wit = menu.list('Type wijn').getByRole('link').filter({ hasText: /^Wit/ });
    await expect(wit).toHaveAttribute('href', '/wijnen?type=Rood&type=Wit');
    await wit.click();
    await expect(wit).toHaveAttribute('aria-current', 'true');
    await expect(wit.locator('[data-pending]')).toBeVisible();
    await expect(rood.locator('[data-pending]')).toHaveCount(0);
    // Another filter chosen meanwhile keeps both.
    const collection = 'Wijninspiratie';
    await menu.filterButton('Collectie').click();
    await menu.list('Collectie').getByRole('link').filter({ hasText: collection }).click();
    const query = `type=Rood&type=Wit&collectie=${collection}`;
    await expect(page).toHaveURL(new RegExp(`/wijnen\\?${query}$`), { timeout: 10_000 });
    const shown = wines.filter(
      (w) => ['Rood', 'Wit'].includes(w.type) && w.collection === collection,
    ).length;
    await expect(menu.total()).toHaveText(said(shown));
    await expect(page.locator('[data-pending]')).toHaveCount(0);
  });

  test('a chip taken out while a ticked option’s view is on its way keeps that option', async ({
    page,
  }) => {
    const { menu, rood } = await roodOnItsWay(
      page,
      '/wijnen?land=Itali%C3%AB&collectie=Wijninspiratie',
    );
    await expect(rood.locator('[data-pending]')).toBeVisible();
    // The chip was rendered from the view on screen, without Rood: it once led there, and Rood
    // was lost.
    await page.getByRole('link', { name: 'Land: Italië wissen' }).click();
    await expect(page).toHaveURL(/\/wijnen\?type=Rood&collectie=Wijninspiratie$/, {
      timeout: 10_000,
    });
    const shown = wines.filter((w) => w.type === 'Rood' && w.collection === 'Wijninspiratie');
    await expect(menu.total()).toHaveText(said(shown.length));
    await expect(page.getByRole('link', { name: 'Type wijn: Rood wissen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Land: Italië wissen' })).toHaveCount(0);
    // Once the view is there, a chip is a plain link again: the last one goes back to Rood alone.
    await page.getByRole('link', { name: 'Collectie: Wijninspiratie wissen' }).click();
    await expect(page).toHaveURL(/\/wijnen\?type=Rood$/, { timeout: 10_000 });
  });

  test('an option clicked with Ctrl opens its view in a new tab and leaves this one as it is', async ({
    page,
    context,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    const button = menu.filterButton('Type wijn');
    await button.click();
    const option = page.getByRole('list', { name: 'Type wijn' }).getByRole('link').first();
    const tab = context.waitForEvent('page');
    await option.click({ modifiers: ['ControlOrMeta'] });
    await expect((await tab).waitForURL(/\/wijnen\?type=/)).resolves.toBeUndefined();
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(option.locator('[data-pending]')).toHaveCount(0);
  });

  test('opening a dropdown fetches nothing: its options are fetched when chosen, not on sight', async ({
    page,
  }) => {
    const menu = new WineMenu(page);
    await page.goto('/wijnen');
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).searchParams.has('type')) fetched.push(r.url());
    });
    await menu.filterButton('Type wijn').click();
    await expect(page.getByRole('list', { name: 'Type wijn' })).toBeVisible();
    // Next's links prefetch when they come into view; a prefetch starts within a few frames.
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);
    await page.getByRole('list', { name: 'Type wijn' }).getByRole('link', { name: 'Wit' }).click();
    await expect(page).toHaveURL(/\/wijnen\?type=Wit$/);
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
        '/wijnen?type=Rood&land=Frankrijk',
        '/wijnen/De%20Koele%20Giraf',
      ]) {
        const html = await (await request.get(path)).text();
        const options = [...html.matchAll(/<a [^>]*href="\/wijnen[^"]*\?[^"]*"[^>]*>/g)]
          .map((m) => m[0])
          .filter((a) => !/rel="(prev|next)"/.test(a));
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
      await page.goto('/wijnen?type=Rood');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wijnen$/);
      await page.goto('/wijnen');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // A query that chooses nothing (a campaign tag on a shared link, a page number that is none)
      // shows the menu itself: the same page under its canonical, not a view to keep out of the index.
      for (const query of ['?utm_source=nieuwsbrief', '?pagina=-1', '?type=']) {
        await page.goto(`/wijnen${query}`);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wijnen$/);
        await expect(page).toHaveTitle('Onze Wijnen | 1504 Locus Lex');
      }
    },
  );

  test('a filtered view is titled by what it shows, also after choosing in the page', async ({
    page,
  }) => {
    await page.goto('/wijnen?type=Rood&pagina=2');
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
    await page.goto('/wijnen?type=Rood&type=Wit&pagina=2');
    const count = wines.filter((w) => w.type === 'Rood' || w.type === 'Wit').length;
    await expect(page.getByText(`Pagina 2 van ${pages(count)}`)).toBeVisible();
    // Without scripts the options are plain links, visible at once.
    await page.getByRole('list', { name: 'Type wijn' }).getByRole('link', { name: /^Wit/ }).click();
    await expect(page).toHaveURL(/\/wijnen\?type=Rood$/);
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
