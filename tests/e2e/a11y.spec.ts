import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

import { menuCardUnavailablePage } from '../../app/assets/[card]/menu-card';
import { templatesIn } from './support/languages';
import { OFFLINE_PATH } from '../../app/offline/offline-page';
import { PAGE_TEMPLATES, SAMPLE_EVENT_PAGE } from '../../lib/routes';
import { SAMPLE_WINE_PAGE } from '../../lib/pages.mjs';
import { sampleEvents } from '../../lib/content/sample-events.mjs';
import { getSiteConfig } from '../../lib/site-config';
import { focusStep, walkFocus } from '../support/focus-step';
import { expectFits } from './support/fits';
import { contrastRatio, luminance } from './support/contrast';
import { gluedWords, namedBlocks } from './support/read-text';
import { screenAndText, screens } from './support/screens';
import { holdScripts } from './support/scripts';
import { transitionsEnded } from './support/transitions';
import { WineMenu } from './support/wines-page';

// WCAG 2.2 AA, and axe's best practices beside it: one h1 and headings in order, every part of a
// page inside a landmark, landmarks told apart, no nested interactive elements; a page that
// breaks one of these is harder to move through by screen reader, if no success criterion names it.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// Two level-A checks axe marks experimental, which no tag above selects: a link's or button's name
// holds the words it shows (WCAG 2.5.3, Label in Name: what speech input is told to click), and no
// paragraph is set as a heading without being one (1.3.1).
const EXPERIMENTAL = {
  'label-content-name-mismatch': { enabled: true },
  'p-as-heading': { enabled: true },
};

async function scan(page: Page, label: string) {
  // Reveal animations would make axe measure half-faded text: scan the settled page. A transition
  // a click started before (the menu's colours) runs its full length, so wait for it to end.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await transitionsEnded(page);
  // axe's legacy mode runs in the page itself. The default opens a second page for each scan to
  // gather results from frames of other origins, which took a scan about twice as long (1.3–2.9 s
  // against 0.8–1.3 s, same results). It would skip such a frame, so none may be there.
  const origin = new URL(page.url()).origin;
  expect(
    page
      .frames()
      .map((frame) => frame.url())
      .filter((url) => !url.startsWith(origin)),
  ).toEqual([]);
  // Only violations are read: axe then spends no time naming every element that passed.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: EXPERIMENTAL, resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  expect(
    violations.map(
      (v) =>
        `${label}: ${v.id} (${v.nodes.length}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Text a box with clipped overflow cuts off: each line of text shown on the page must lie inside
 * the nearest ancestor that clips (overflow other than visible).
 */
async function cutOffText(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent!.trim() || !el) continue;
      if (
        el.closest(
          'script, style, noscript, [hidden], [aria-hidden="true"], .visually-hidden, .skip-link, ' +
            '[data-pending], [data-parallax], .swiper-slide:not(.swiper-slide-active)',
        ) ||
        el.closest('details:not([open]) > :not(summary)') ||
        getComputedStyle(el).visibility === 'hidden'
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      for (let up: HTMLElement | null = el; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) break; // hidden for the eye, kept for screen readers
        const cut = lines.find(
          (r) =>
            r.left < box.left - 1 ||
            r.right > box.right + 1 ||
            r.top < box.top - 1 ||
            r.bottom > box.bottom + 1,
        );
        if (cut)
          out.push(
            `"${node.textContent!.trim().slice(0, 40)}" cut off by ${up.tagName}.${up.className}`,
          );
        break;
      }
    }
    return out;
  });
}

/**
 * WCAG 1.4.3 where axe cannot judge it: text set over a picture (axe files it under "needs
 * review").
 */
async function textOverPictures(page: Page, label: string) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-under-header] img')].every(
      (img) => img.loading === 'lazy' || (img.complete && img.naturalWidth > 0),
    ),
  );
  const lines = await page.evaluate(() => {
    const out: Array<{ text: string; color: string; needed: number; box: number[] }> = [];
    const shown = [...document.querySelectorAll<HTMLElement>('[data-under-header] *, header *')]
      .map((el) => ({
        el,
        texts: [...el.childNodes].filter(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        ),
      }))
      .filter(
        ({ el, texts }) =>
          texts.length > 0 &&
          el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );
    for (const { el, texts } of shown) {
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
      for (const node of texts) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          // Visually hidden text is a pixel wide; a slide waiting beside the screen is off it.
          if (r.width <= 2 || r.left < 0 || r.top < 0 || r.right > innerWidth) continue;
          if (r.bottom > innerHeight) continue;
          const box = [r.left, r.top, r.width, r.height].map(Math.round);
          out.push({
            text: node.textContent!.trim().slice(0, 30),
            color: style.color,
            needed: large ? 3 : 4.5,
            box,
          });
        }
      }
    }
    for (const { el } of shown) {
      el.style.setProperty('color', 'transparent', 'important');
      el.dataset.textHidden = '';
    }
    return out;
  });
  const shot = await page.screenshot({ scale: 'css', animations: 'disabled' });
  // Back as it was, for the next slide: only what was hidden, not a colour the page set itself.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-text-hidden]')) {
      el.style.removeProperty('color');
      delete el.dataset.textHidden;
    }
  });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const failures: string[] = [];
  for (const { text, color, needed, box } of lines) {
    const [r, g, b] = color.match(/[\d.]+/g)!.map(Number) as [number, number, number];
    const own = luminance(r, g, b);
    const [left, top, width, height] = box as [number, number, number, number];
    const ratios: number[] = [];
    for (let y = top; y < Math.min(top + height, info.height); y++)
      for (let x = left; x < Math.min(left + width, info.width); x++) {
        const at = (y * info.width + x) * info.channels;
        ratios.push(contrastRatio(own, luminance(data[at]!, data[at + 1]!, data[at + 2]!)));
      }
    ratios.sort((a, b) => a - b);
    const worst = ratios[Math.floor(ratios.length * 0.005)]!;
    if (worst < needed) failures.push(`${label}: "${text}" ${worst.toFixed(2)} < ${needed}`);
  }
  return { measured: lines.length, failures };
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Every page in Dutch; in French, whose words run longest, the pages whose words are the
  // screen's (the bar, the menu's filters, a form's labels), and the English bar.
  const translated = ['/fr', '/fr/vins', '/fr/club/inscription', '/en'];
  for (const route of [...PAGE_TEMPLATES, ...translated, '/bestaat-niet']) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await scan(page, route);
    });
  }

  // An event with its reservation form, in French, whose words run longest; a full one in English;
  // a wine's own page in French.
  const full = sampleEvents().find((e) => e.id.endsWith('-lezing-margaretha'))!.id;
  const wine = SAMPLE_WINE_PAGE.replace('/wijnen/wijn/', '/fr/vins/vin/');
  for (const route of [`/fr${SAMPLE_EVENT_PAGE}`, `/en/whats-on/${full}`, wine])
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await scan(page, route);
    });

  test('text over an opening picture keeps its contrast on every slide, phone and desktop', async ({
    page,
  }) => {
    // The pictures have light strokes, gold windows and a pale menu card of their own: without a
    // shade behind the words, the home titles measured 1.7:1 at places, the leads 2.2:1. The
    // project's desktop, and a small phone, where the pictures are cropped otherwise.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const others = [{ width: 360, height: 800 }];
    const failures: string[] = [];
    // The pages with an opening, told by their HTML: only those are loaded, at each screen.
    const withOpening: string[] = [];
    for (const route of PAGE_TEMPLATES)
      if ((await (await page.request.get(route)).text()).includes('data-under-header'))
        withOpening.push(route);
    let openings = 0;
    for await (const { width, height } of screens(page, ...others)) {
      for (const route of withOpening) {
        await page.goto(route);
        await expect(page.locator('[data-under-header]').first()).toBeAttached();
        openings++;
        await page.evaluate(() => document.fonts.ready);
        const dots = page.getByRole('button', { name: /^Toon dia \d/ });
        const slides = Math.max(1, await dots.count());
        for (let n = 0; n < slides; n++) {
          if (n > 0) {
            await dots.nth(n).click();
            await expect(page.locator('[data-active] h2')).toBeInViewport();
          }
          const where = `${route}${slides > 1 ? ` slide ${n + 1}` : ''} at ${width}×${height}`;
          const { measured, failures: here } = await textOverPictures(page, where);
          // At least the bar's label and wordmark, the title and the link down.
          expect(measured, where).toBeGreaterThanOrEqual(4);
          failures.push(...here);
        }
      }
    }
    // The home page, the heritage, the club and the alcohol-free openings, on each screen.
    expect(openings).toBeGreaterThanOrEqual(4 * (others.length + 1));
    expect(failures).toEqual([]);
  });

  test('with the menu open', async ({ page }) => {
    await page.goto('/erfgoed');
    await page.getByRole('button', { name: 'Menu' }).click();
    await scan(page, 'menu open');
  });

  test('with a filter dropdown open, and a filtered, empty, form-error and not-sent view', async ({
    page,
  }) => {
    await page.goto('/wijnen/type/Rood');
    await page.getByRole('button', { name: /^Type wijn/ }).click();
    await scan(page, 'dropdown open');
    await page.goto('/wijnen/type/Mousserend/land/Portugal');
    await scan(page, 'empty state');
    await page.goto('/event');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page.getByText('Naam is verplicht.')).toBeVisible();
    await scan(page, 'event errors');
    // A send that got no answer: the alert and the address it offers as a link.
    await page.goto('/club/registreer');
    await page.route('**/club/registreer', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toBeVisible();
    await scan(page, 'club not sent');
  });

  test('the pages served outside the site shell: the menu card unavailable, a form post refused, the offline page', async ({
    page,
  }) => {
    // The PDF's route serves this with a 503 when no wines can be read
    // (tests/unit/menu-card-route.test.ts): here as it shows.
    await page.route('**/assets/menukaart.pdf', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html; charset=utf-8',
        body: menuCardUnavailablePage(getSiteConfig()),
      }),
    );
    await page.goto('/assets/menukaart.pdf');
    await expect(page).toHaveTitle('Menukaart even niet beschikbaar | 1504 Locus Lex');
    await scan(page, 'menu card unavailable');
    await page.getByRole('link', { name: 'onze wijnen op de site' }).click();
    await expect(page).toHaveURL(/\/wijnen$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What the service worker shows a visitor without a connection (tests/e2e/offline.spec.ts).
    await page.goto(OFFLINE_PATH);
    await expect(page).toHaveTitle('Geen verbinding | 1504 Locus Lex');
    await scan(page, 'offline');
  });

  test('with every key of the accordion open', async ({ page }) => {
    await page.goto('/club');
    for (const summary of await page.locator('details summary').all()) await summary.click();
    await scan(page, 'accordion open');
  });

  test('every interactive element is at least 24×24 px', async ({ page }) => {
    for (const route of ['/', '/wijnen', '/club', '/event']) {
      await page.goto(route);
      const small = await page
        .locator('a:visible, button:visible, summary:visible, input:visible, select:visible')
        .evaluateAll((els) =>
          els
            .filter((el) => {
              const r = el.getBoundingClientRect();
              // Inline links inside running text are exempt (WCAG 2.5.8 inline exception).
              const inline =
                el.tagName === 'A' &&
                getComputedStyle(el).display === 'inline' &&
                el.closest('p, li, dd, address, label');
              // The honeypot is hidden from people on purpose.
              if (el.closest('[aria-hidden="true"]')) return false;
              return !inline && (r.width < 24 || r.height < 24);
            })
            .map((el) => el.outerHTML.slice(0, 80)),
        );
      expect(small, route).toEqual([]);
    }
  });

  test('every stop of the keyboard on every page shows its focus, its ring whole on screen', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const unseen: string[] = [];
    const cut: string[] = [];
    // French, whose words run longest, on every page (the Dutch ones are the same templates);
    // English, the shortest, where its bar is.
    for (const route of [...templatesIn('fr'), '/en', '/bestaat-niet']) {
      await page.goto(route);
      const walk = await walkFocus(
        () => page.keyboard.press('Tab'),
        () => page.evaluate(focusStep),
      );
      // Through the bar and the page's content.
      expect(walk.stops, route).toBeGreaterThan(5);
      unseen.push(...walk.unseen.map((name) => `${route} ${name}`));
      cut.push(...walk.cut.map((name) => `${route} ${name}`));
    }
    // The menu opened by keyboard takes the focus to its first link; from there through its
    // links, and on through the page it closes over.
    await page.goto('/erfgoed');
    await page.locator('header button[aria-controls]').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const menu = document.querySelector('header button[aria-controls]')!;
          return document.activeElement!.closest(`#${menu.getAttribute('aria-controls')}`) !== null;
        }),
      )
      .toBe(true);
    const first = await page.evaluate(focusStep);
    if (!first?.shown) unseen.push(`menu ${first?.name}`);
    const menu = await walkFocus(
      () => page.keyboard.press('Tab'),
      () => page.evaluate(focusStep),
    );
    unseen.push(...menu.unseen.map((name) => `menu, then /erfgoed ${name}`));
    cut.push(...menu.cut.map((name) => `menu, then /erfgoed ${name}`));
    // Each filter's list the screen shows, opened by keyboard, through its options by Down.
    await page.goto('/wijnen');
    const wines = new WineMenu(page);
    const filters = await wines.filterButtons().filter({ visible: true }).all();
    expect(filters.length).toBeGreaterThanOrEqual(2);
    for (const filter of filters) {
      const name = (await filter.textContent())!.trim();
      const { list } = await wines.openByKeyboard(name);
      const options = await list.getByRole('link').count();
      expect(options, name).toBeGreaterThan(1);
      const walk = await walkFocus(
        () => page.keyboard.press('ArrowDown'),
        () => page.evaluate(focusStep),
        options,
      );
      unseen.push(...walk.unseen.map((option) => `/wijnen ${name} ${option}`));
      cut.push(...walk.cut.map((option) => `/wijnen ${name} ${option}`));
      await page.keyboard.press('Escape');
    }
    expect(unseen).toEqual([]);
    expect(cut).toEqual([]);
  });

  test('English on these Dutch pages is marked as English (WCAG 3.1.2)', async ({ page }) => {
    for (const [route, english] of [
      ['/vrije-geesten', 'There are no rules - Less is more'],
      ['/club', '7 keys'],
    ] as const) {
      await page.goto(route);
      const languages = await page.evaluate((text) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent!.trim() === text)
            found.push(node.parentElement!.closest<HTMLElement>('[lang]')!.lang);
        return found;
      }, english);
      expect(languages.length, route).toBeGreaterThan(0);
      expect(new Set(languages), route).toEqual(new Set(['en']));
    }
    // The motto's section is named by the English text itself.
    await page.goto('/vrije-geesten');
    const region = page.getByRole('region', { name: 'There are no rules - Less is more' });
    await expect(region).toHaveAttribute('aria-labelledby', /.+/);
    const label = await region.getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${label}"]`)).toHaveAttribute('lang', 'en');
  });

  test('a control reached backwards by keyboard is never hidden under the bar, nor its label (WCAG 2.4.11)', async ({
    page,
  }) => {
    // Shift+Tab scrolls the page up, which brings the fixed bar back over the top of the screen,
    // where the browser puts what it scrolls into view.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const route of ['/event', '/club', '/wijnen']) {
      await page.goto(route);
      await page.locator('footer a').last().focus();
      const covered: string[] = [];
      for (let step = 0; step < 80; step++) {
        await page.keyboard.press('Shift+Tab');
        // The bar hides or shows on the frame after a scroll.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const focus = (await page.evaluate(focusStep))!;
        if (focus.inBar) break;
        if (focus.under > 0) covered.push(`${route} ${focus.name}: ${focus.under} px`);
      }
      expect(covered).toEqual([]);
    }
  });

  test('the bar, hidden by scrolling down, shows while the keyboard is in it (WCAG 2.4.11)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/wijnen');
    const header = page.locator('header').first();
    const barBottom = () => header.evaluate((bar) => bar.getBoundingClientRect().bottom);
    // Scrolled down a little: the bar hides, the first filter is still well on screen. Again
    // from the top if the wheel came before the page's script listened (the bar then stays).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.mouse.wheel(0, 150);
      await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 1000 });
    }).toPass();
    await expect.poll(barBottom).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: /^Type wijn/ }).focus();
    // Back from it to the bar's last link: the page does not scroll, so the bar stays hidden
    // by the scroll; it is the focus that brings it on screen.
    await page.keyboard.press('Shift+Tab');
    await expect(header).toHaveAttribute('data-hidden', 'true');
    const { height } = page.viewportSize()!;
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement!;
        const box = element.getBoundingClientRect();
        return { inBar: element.closest('header') !== null, top: box.top, bottom: box.bottom };
      });
    await expect.poll(async () => (await focused()).inBar).toBe(true);
    await expect.poll(async () => (await focused()).top).toBeGreaterThanOrEqual(0);
    expect((await focused()).bottom).toBeLessThanOrEqual(height);
    // Out of it again, the bar goes back to where the scroll put it.
    await page.keyboard.press('Tab');
    await expect.poll(barBottom).toBeLessThanOrEqual(0);
  });

  test('with the text spaced out as far as WCAG 1.4.12 asks, every page still fits and cuts no text off', async ({
    page,
  }) => {
    // A visitor's own style sheet (or a reading extension) may set these on every element: line
    // height 1.5, paragraphs 2 em apart, letters 0.12 em and words 0.16 em apart.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent =
          '*,*::before,*::after{line-height:1.5!important;letter-spacing:0.12em!important;' +
          'word-spacing:0.16em!important}p{margin-bottom:2em!important}';
        document.head.append(style);
      });
    });
    const own = page.viewportSize()!;
    const set = await screenAndText(page);
    const narrow = { ...own, width: 320 };
    for (const route of [...PAGE_TEMPLATES, '/wijnen/type/Rood/pagina/2']) {
      // Loaded narrow first: a section off screen keeps the height it was last laid out at.
      await set(narrow, 16);
      await page.goto(route);
      for (const size of [narrow, own]) {
        await set(size, 16);
        const label = `${route} at ${size.width} px with spaced text`;
        await expectFits(page, label);
        // The visitor's spacing is in force, over the page's own.
        const spaced = await page
          .locator('main p')
          .first()
          .evaluate((p) => getComputedStyle(p).wordSpacing);
        expect(parseFloat(spaced), label).toBeGreaterThan(1);
        expect(await cutOffText(page), label).toEqual([]);
      }
    }
  });
});

test.describe('the words a screen reader is given', () => {
  // Every page, a 404 and an empty view of the wine menu.
  const READ = [...PAGE_TEMPLATES, '/bestaat-niet', '/wijnen/type/Mousserend/land/Portugal'];
  // Chromium names a link, a button, a heading or a checkbox after the words it shows, but leaves
  // out a lone space that React's server HTML sets beside a text separator: `aanvaard de<!-- -->
  // <a>` was named "…aanvaard deZeven Sleutels…".
  test('every link, button, heading and checkbox is named with its words apart, as it shows them', async ({
    page,
  }) => {
    const glued: string[] = [];
    const compared = new Set<string>();
    const addresses = new Set<string>();
    const check = async (where: string) => {
      for (const { role, shown, name } of await namedBlocks(page)) {
        // An e-mail address is named whole, without the space Chromium makes of its <wbr>.
        if (shown.includes('@')) addresses.add(name);
        const lost = gluedWords(shown, name);
        if (lost === null) continue;
        compared.add(shown.replace(/\s+/g, ' ').trim());
        for (const words of lost) glued.push(`${where} ${role}: ${words}`);
      }
    };
    for (const route of READ) {
      await page.goto(route);
      await check(route);
    }
    await page.goto('/wijnen/type/Rood');
    await page.getByRole('button', { name: /^Type wijn/ }).click();
    await check('Type wijn open');
    await page.getByRole('button', { name: 'Menu' }).click();
    await check('menu open');
    expect(glued).toEqual([]);
    // The names that lost a space before, compared here rather than passed over.
    const { email } = getSiteConfig();
    for (const text of [
      'Ik wil lid worden en aanvaard de Zeven Sleutels (opent in een nieuw tabblad) van Locus Lex.',
      '1504 De eerste steen',
      'Rood 16 wijnen (gekozen, klik om te wissen)',
      email,
    ])
      expect([...compared], text).toContain(text);
    expect([...addresses]).toEqual([email]);
  });

  test('a visually hidden text keeps the space it starts with, in the text a screen reader reads', async ({
    page,
  }) => {
    // The text of a link as Chromium hands it to a screen reader (AT-SPI, IAccessible2) drops a
    // space the layout collapsed: with `white-space: nowrap`, Orca read the options as
    // "Wit14wijnen" and a link as "Zeven Sleutels(opent in een nieuw tabblad)"; with `pre`.
    const collapsing: string[] = [];
    let seen = 0;
    for (const route of ['/wijnen/type/Rood', '/club/registreer']) {
      await page.goto(route);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.visually-hidden')]
          .filter((el) => /^\s|\s$/.test(el.textContent ?? ''))
          .map((el) => ({ text: el.textContent!, space: getComputedStyle(el).whiteSpace })),
      );
      seen += found.length;
      for (const { text, space } of found)
        if (!['pre', 'pre-wrap', 'break-spaces'].includes(space))
          collapsing.push(`${route}: "${text}" ${space}`);
    }
    // The options' counts, "(gekozen…)", "(opent in een nieuw tabblad)".
    expect(seen).toBeGreaterThan(10);
    expect(collapsing).toEqual([]);
    // And an option's count, set apart on screen by layout alone, has a kept space before it.
    await page.goto('/wijnen');
    const before = await page
      .getByRole('list', { name: 'Type wijn', includeHidden: true })
      .getByRole('link', { includeHidden: true })
      .evaluateAll((links) =>
        links.map((link) => {
          const tally = link.querySelector(':scope > span:not(.visually-hidden)')!;
          const style = getComputedStyle(tally, '::before');
          return `${link.firstChild?.textContent}${style.content} ${style.whiteSpace}`;
        }),
      );
    expect(before).toEqual(['Rood" " pre', 'Wit" " pre', 'Rosé" " pre', 'Mousserend" " pre']);
  });

  test("a page's HTML holds no lone space beside React's text separator", async ({ request }) => {
    // The rule behind the first of the cases above, for every page as the server sends it: a
    // space written as {' '} after text, or between an element and text, is a text node of its
    // own, set apart by `<!-- -->`; the space belongs inside the text beside it.
    const lone: string[] = [];
    for (const route of READ) {
      const html = (await (await request.get(route)).text()).replace(
        /<script[\s\S]*?<\/script>/g,
        '',
      );
      for (const [at] of html.matchAll(/.{0,40}(?:<!-- -->\s+<|>\s+<!-- -->).{0,40}/g))
        lone.push(`${route}: ${at}`);
    }
    expect(lone).toEqual([]);
  });
});

type Box = { x: number; y: number; width: number; height: number };

test.describe('in a high-contrast mode (forced colours)', () => {
  test.use({ forcedColors: 'active', reducedMotion: 'reduce' });

  /** How many pixels of an element's picture differ clearly from the page's own background. */
  async function inked(locator: Locator, clip?: (box: Box) => Box) {
    const box = (await locator.boundingBox())!;
    // With a margin, so that its first pixel is the background around it.
    const around = { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 };
    const png = await locator.page().screenshot({ clip: clip ? clip(box) : around });
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r0, g0, b0] = [data[0]!, data[1]!, data[2]!]; // a corner: the background
    let count = 0;
    for (let i = 0; i < info.width * info.height * 3; i += 3) {
      const d = Math.abs(data[i]! - r0) + Math.abs(data[i + 1]! - g0) + Math.abs(data[i + 2]! - b0);
      if (d > 150) count++;
    }
    return count;
  }

  test('the menu lines, the keys’ plus signs and a chosen filter stay visible', async ({
    page,
  }) => {
    // Backgrounds are painted as the page's own there: lines drawn with one vanished.
    await page.goto('/club');
    const sign = page.locator('details summary > span:last-child').first();
    await sign.scrollIntoViewIfNeeded();
    expect(await inked(sign)).toBeGreaterThan(10);

    // On a page whose bar is light at the top (on /club it lies over a picture).
    await page.goto('/wijnen/type/Rood');
    const burger = page.getByRole('button', { name: 'Menu' }).locator('span[aria-hidden="true"]');
    expect(await inked(burger)).toBeGreaterThan(20);
    await page.getByRole('button', { name: /^Type wijn/ }).click();
    const list = page.getByRole('list', { name: 'Type wijn' });
    const chosen = list.locator('a[aria-current]');
    const other = list.locator('a:not([aria-current])');
    // The box at the start of each option: a chosen one is filled, not just outlined.
    const boxOf = (box: Box) => ({ x: box.x + 12, y: box.y, width: 24, height: box.height });
    const filled = await inked(chosen.first(), boxOf);
    const empty = await inked(other.first(), boxOf);
    expect(filled).toBeGreaterThan(empty + 40);
  });

  test("a wine's type keeps its colour beside its name", async ({ page }) => {
    // The dot is the type's colour; painted as the page's background it said nothing.
    await page.goto('/wijnen/type/Rood');
    const dot = page.locator('main article').first().getByText('Rood').locator('span');
    await dot.scrollIntoViewIfNeeded();
    // Its box's corners are the card around the round dot; a ring alone inks some 40 pixels of
    // its 14 × 14, a filled dot twice as many (in device pixels: a phone's are smaller).
    const scale = await page.evaluate(() => devicePixelRatio ** 2);
    expect(await inked(dot, (box) => box)).toBeGreaterThan(80 * scale);
  });

  test('in a dark contrast theme the date field still shows its calendar button', async ({
    page,
  }) => {
    // Light text on black, as Windows' dark contrast themes are: the page's own 'only light'
    // drew the button black on the field's black.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/event');
    const date = page.getByLabel('Gewenste datum');
    await date.scrollIntoViewIfNeeded();
    // The field's end, inside its border, where the button sits; its corner is the field.
    const button = (box: Box) => ({
      x: box.x + box.width - 40,
      y: box.y + 4,
      width: 36,
      height: box.height - 8,
    });
    expect(await inked(date, button)).toBeGreaterThan(20);
  });
});

test.describe('what moves by itself can be paused (WCAG 2.2.2)', () => {
  const MOVING = [
    { route: '/vrije-geesten', name: 'Pauzeer de slogan', moving: 'div[aria-hidden="true"]' },
    { route: '/', name: 'Pauzeer de wisselende beelden', moving: 'img + img' },
  ];

  /** The play states of the animations of what moves, a child beside the switch. */
  const states = (page: Page, child: string) =>
    page
      .locator(`:has(> label > input[data-motion-pause]) > ${child}`)
      .first()
      .evaluate((el) => el.getAnimations().map((a) => a.playState));

  for (const { route, name, moving } of MOVING) {
    test(`${route}: a switch by keyboard stops and restarts it`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(route);
      const control = page.getByRole('switch', { name });
      await control.scrollIntoViewIfNeeded();
      await expect.poll(() => states(page, moving)).toEqual(['running']);
      await control.focus();
      await page.keyboard.press('Space');
      await expect(control).toBeChecked();
      await expect.poll(() => states(page, moving)).toEqual(['paused']);
      await page.keyboard.press('Space');
      await expect.poll(() => states(page, moving)).toEqual(['running']);
    });
  }

  test('nothing else on any page moves by itself for more than five seconds', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    for (const route of PAGE_TEMPLATES) {
      await page.goto(route);
      const endless = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const switched = target?.closest(':has(> label > input[data-motion-pause])');
            return Number(animation.effect?.getComputedTiming().endTime) > 5000 && !switched;
          })
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect).target!;
            return `${(animation as CSSAnimation).animationName} on ${target.tagName} in .${target.parentElement?.className}`;
          }),
      );
      expect(endless, route).toEqual([]);
    }
  });

  test('what a visitor stopped stays stopped after a link away and Back, on the slide they left, and by a link too', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The page's clock, moved on by the test where it waits for a turn that must not come.
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(0, 0);
    const carousel = page.getByRole('button', { name: 'Pauzeer de carrousel' });
    await carousel.click();
    await expect(page.getByRole('button', { name: 'Speel de carrousel af' })).toBeVisible();
    await page.getByRole('button', { name: /^Toon dia 3/ }).click();
    // Which slide stands in the carousel's frame (0-based), wherever the page is scrolled.
    const shown = () =>
      page
        .locator('.swiper-slide')
        .evaluateAll((slides) =>
          slides.findIndex(
            (slide) =>
              Math.abs(
                slide.getBoundingClientRect().left -
                  slide.closest('.swiper')!.getBoundingClientRect().left,
              ) < 1,
          ),
        );
    await expect.poll(shown).toBe(2);
    const portraits = MOVING[1]!;
    await page.getByRole('switch', { name: portraits.name }).check();
    // Away, by the slide's own link, and Back again.
    await page.getByRole('link', { name: 'Lees de verhalen' }).click();
    await expect(page).toHaveURL(/\/erfgoed$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Speel de carrousel af' })).toBeVisible();
    await expect(page.getByRole('switch', { name: portraits.name })).toBeChecked();
    await expect.poll(() => states(page, portraits.moving)).toEqual(['paused']);
    const current = page.locator('[aria-label^="Toon dia"][aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', /^Toon dia 3/);
    // The page shown again lays its carousel out anew: the frame may take a moment to settle.
    await expect.poll(shown).toBe(2);
    // A turn comes after 5 s; none came.
    await page.clock.runFor(6500);
    await expect(current).toHaveAttribute('aria-label', /^Toon dia 3/);
    await expect.poll(shown).toBe(2);
    // Home again by a link, not Back: the page as it was left (Next keeps recent pages), paused.
    await page.getByRole('link', { name: 'Lees de verhalen' }).click();
    await expect(page).toHaveURL(/\/erfgoed$/);
    await page.getByRole('link', { name: '1504 Locus Lex, naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.mouse.move(0, 0);
    await expect(current).toHaveAttribute('aria-label', /^Toon dia 3/);
    await expect.poll(shown).toBe(2);
    await expect(page.getByRole('button', { name: 'Speel de carrousel af' })).toBeVisible();
  });

  test('a switch turned on before the page’s script ran is on again after a link away and Back', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/vrije-geesten', { waitUntil: 'commit' });
    const pause = page.getByRole('switch', { name: 'Pauzeer de slogan' });
    await pause.check();
    await scripts.release();
    // Hydrated: the header's menu button says whether it is open.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(pause).toBeChecked();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bezoek ons' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/vrije-geesten$/);
    await expect(pause).toBeChecked();
    await expect.poll(() => states(page, MOVING[0]!.moving)).toEqual(['paused']);
  });

  test('the switch works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/vrije-geesten');
    await page.getByRole('switch', { name: 'Pauzeer de slogan' }).check();
    await expect.poll(() => states(page, MOVING[0]!.moving)).toEqual(['paused']);
    await context.close();
  });

  test('under reduced motion nothing runs, no switch shows, and the motto reads whole at 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/vrije-geesten');
    await expect(page.getByRole('switch')).toHaveCount(0);
    const motto = page.getByRole('region', { name: /^There are no rules/ });
    await motto.scrollIntoViewIfNeeded();
    // Standing still, a running line showed 'There are no rules - Less is' and no more.
    const fit = await motto.evaluate((section) => {
      const track = section.querySelector('div')!;
      return { needed: track.scrollWidth, shown: section.clientWidth, text: track.innerText };
    });
    expect(fit.needed).toBeLessThanOrEqual(fit.shown);
    expect(fit.text.trim()).toBe('There are no rules - Less is more');
  });
});
