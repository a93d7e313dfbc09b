import { expect, test, type Locator, type Page } from '@playwright/test';

import { ANIMALS } from '../../lib/content/animals';
import dutch from '../../messages/nl.json';
import { PAGE_TEMPLATES } from '../../lib/routes';
import { expectFits } from './support/fits';
import { expectAllImagesLoaded } from './support/images';
import { ANY_SCREEN, screenAndText, screens, SIDEWAYS_PHONES } from './support/screens';

test.describe('on-scroll reveals', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('content never waits for the scripts to show', async ({ page }) => {
    // As on a slow phone before the bundles arrive: the HTML alone must show every section.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/inspiratie');
    const cards = page.locator('[data-reveal]');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
  });

  test('what is in view at load shows at once; what lies below waits and fades in when scrolled to', async ({
    page,
  }) => {
    await page.goto('/inspiratie');
    const cards = page.locator('[data-reveal]');
    // The first card is in view (and the page's largest element): never held back for scripts.
    await expect(cards.first()).not.toHaveAttribute('data-pending');
    await expect(cards.first()).toHaveCSS('opacity', '1');
    const last = cards.last();
    await expect(last).toHaveAttribute('data-pending', '');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveAttribute('data-pending');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('switched to reduced motion mid-visit, what waited shows and the parallax layers rest', async ({
    page,
  }) => {
    await page.goto('/');
    const layer = page.locator('[data-parallax]').first();
    await layer.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect(layer).toHaveAttribute('style', /translate3d/);
    await expect(page.locator('[data-pending]')).not.toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    await expect(layer).not.toHaveAttribute('style', /translate3d/);
    await page.mouse.wheel(0, 200);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(layer).not.toHaveAttribute('style', /translate3d/);

    // And back: the page watches again, as on a fresh load.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.mouse.wheel(0, -200);
    await expect(layer).toHaveAttribute('style', /translate3d/);
  });
});

test.describe('story pages', () => {
  test('each full-height opening shows its title under the header and its link down, also held sideways', async ({
    page,
  }) => {
    // Held sideways (667×375), the heritage page's link down once lay below the screen.
    for await (const size of screens(page, ...SIDEWAYS_PHONES)) {
      for (const route of ['/erfgoed', '/vrije-geesten', '/club']) {
        await page.goto(route);
        const opening = page.locator('main > [data-under-header]');
        const title = (await opening.getByRole('heading', { level: 1 }).boundingBox())!;
        const down = (await opening.locator('a[href^="#"]').last().boundingBox())!;
        const header = (await page.getByRole('banner').boundingBox())!;
        const where = `${route} at ${size.width}×${size.height}`;
        expect(title.y, `${where}: title under the header`).toBeGreaterThanOrEqual(header.height);
        expect(title.y + title.height, `${where}: title above the link`).toBeLessThanOrEqual(
          down.y,
        );
        expect(down.y + down.height, `${where}: link down on screen`).toBeLessThanOrEqual(
          size.height,
        );
      }
    }
  });

  test('erfgoed: landing, scroll-down link and the four years of the timeline', async ({
    page,
  }) => {
    await page.goto('/erfgoed');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Het Oudste huis Van Oudenaarde' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Lees de geschiedenis' }).click();
    await expect(page).toHaveURL(/#tijdlijn$/);
    const timeline = page.getByRole('region', { name: 'Tijdlijn van het huis' });
    for (const year of ['1504', '1750', '1781', '1802']) {
      const entry = timeline.getByRole('listitem').filter({ hasText: year });
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).toBeVisible();
      await expect(entry.getByRole('img')).toBeVisible();
    }
    await expectAllImagesLoaded(page);
  });

  test('vrije geesten: kolibrie, motto and the call to action', async ({ page }) => {
    await page.goto('/vrije-geesten');
    await expect(page.getByRole('heading', { level: 1, name: 'Vrije Geesten' })).toBeVisible();
    await expect(page.getByText('There are no rules - Less is more').first()).toBeAttached();
    // The spec's scrolling title is the motto section's heading, read once.
    await expect(
      page.getByRole('heading', { level: 2, name: 'There are no rules - Less is more' }),
    ).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: 'Bekijk de wijnen van De Vrije Geest' }),
    ).toHaveAttribute('href', '/wijnen/De%20Vrije%20Geest');
    await expectAllImagesLoaded(page);
  });

  test('inspiratie: six animal cards with their links, then the house wines', async ({ page }) => {
    await page.goto('/inspiratie');
    for (const animal of ANIMALS) {
      await expect(page.getByRole('heading', { level: 2, name: animal.name })).toBeAttached();
      const cta = (dutch.Animals as Record<string, { cta: string }>)[animal.slug]!.cta;
      await expect(page.getByRole('link', { name: cta })).toHaveAttribute(
        'href',
        `/wijnen/${encodeURIComponent(animal.name)}`,
      );
    }
    const house = page.getByRole('region', { name: 'Of kies voor een wijn van het huis' });
    await expect(house.getByRole('article')).toHaveCount(4);
    await page.getByRole('link', { name: 'Ontdek de wijnen van De Sluwe Vos' }).click();
    await expect(page).toHaveURL(/\/wijnen\/De%20Sluwe%20Vos$/);
    await expectAllImagesLoaded(page);
  });

  test('club: keys accordion by mouse and keyboard, rules and register links', async ({
    page,
  }, info) => {
    await page.goto('/club');
    await expect(page.getByRole('heading', { level: 1, name: '1504 Club' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '7 keys' })).toBeVisible();
    const geduld = page.locator('details').filter({ hasText: 'Geduld' });
    const trots = page.locator('details').filter({ hasText: 'Trots' });
    await geduld.locator('summary').click();
    await expect(geduld).toHaveAttribute('open', '');
    await trots.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(trots).toHaveAttribute('open', '');
    await expect(geduld).toHaveAttribute('open', '');
    await geduld.locator('summary').click();
    await expect(geduld).not.toHaveAttribute('open', '');
    await expect(page.getByText('hoogstens 54 leden')).toBeVisible();
    await expect(page.getByText(/eerste 10 leden dragen de titel .Grand Cru./)).toBeVisible();
    await expect(page.getByText(/tot 3 kandidaten/)).toBeVisible();
    await expect(page.getByText('enkel op uitnodiging', { exact: false }).first()).toBeVisible();
    await expect(
      page.locator('main').getByRole('link', { name: 'Registreer', exact: true }),
    ).toHaveAttribute('href', '/club/registreer');
    const key = page.getByRole('link', { name: 'Registreer voor de 1504 Club' });
    if (info.project.name === 'phone') await expect(key).toBeHidden();
    else await expect(key).toBeVisible();
    const width = await page
      .locator('#over-de-club')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(900);
  });

  test('club: keys opened are open again after a link away and Back, the visitor where they were', async ({
    page,
  }) => {
    await page.goto('/club');
    const key = (name: string) => page.locator('details').filter({ hasText: name });
    for (const name of ['Gulzigheid', 'Geduld', 'Trots'])
      await key(name).locator('summary').click();
    const register = page.locator('main').getByRole('link', { name: 'Registreer', exact: true });
    await register.scrollIntoViewIfNeeded();
    const top = async () => (await register.boundingBox())!.y;
    const before = await top();
    await register.click();
    await expect(page).toHaveURL(/\/club\/registreer$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/club$/);
    for (const name of ['Gulzigheid', 'Geduld', 'Trots'])
      await expect(key(name)).toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(3);
    // Closed, the page was shorter by what had been open: Back put the link a screen above view.
    await expect.poll(top).toBeCloseTo(before, 0);
  });

  test('contact: rental text, tel and mailto links, address, hours and the map link', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(
      page.locator('main').getByRole('link', { name: '+32 55 00 00 00' }),
    ).toHaveAttribute('href', 'tel:+3255000000');
    await expect(
      page.locator('main').getByRole('link', { name: 'info@locuslex.example' }),
    ).toHaveAttribute('href', 'mailto:info@locuslex.example');
    await expect(page.locator('main')).toContainText('Markt 37, 9700 Oudenaarde');
    await expect(page.getByText('Enkel open bij evenementen of privéboekingen')).toBeVisible();
    const map = page.getByRole('link', { name: /OpenStreetMap/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('href', /Markt%2037/);
    await expectAllImagesLoaded(page);
  });

  test('privacy: eleven numbered sections, the figures and the date', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible();
    await expect(page.locator('main ol > li')).toHaveCount(11);
    const main = page.locator('main');
    for (const text of [
      '10 jaar',
      'binnen 30 dagen',
      '14 oktober 2024',
      'geen cookies',
      'niet met derden',
      'spreadsheet',
      'Markt 37',
    ]) {
      await expect(main).toContainText(text);
    }
    for (const right of [
      'inzage',
      'verbetering',
      'verwijdering',
      'beperking',
      'bezwaar',
      'overdraagbaarheid',
    ]) {
      await expect(main).toContainText(right);
    }
    // The date it is in force from, under the title and in the last section, for machines too,
    // and its day and month never parted at a line's end.
    const dates = main.locator('time[datetime="2024-10-14"]');
    expect(await dates.allTextContents()).toEqual(['14\u00a0oktober 2024', '14\u00a0oktober 2024']);
    const width = await page
      .locator('main article')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(700);
    // Where to ask, and where to complain, are links: written to, dialled, opened beside.
    const hrefs = (name: string | RegExp) =>
      main.getByRole('link', { name }).evaluateAll((links) => links.map((a) => a.outerHTML));
    expect(await hrefs('info@locuslex.example')).toEqual([
      expect.stringContaining('href="mailto:info@locuslex.example"'),
      expect.stringContaining('href="mailto:info@locuslex.example"'),
    ]);
    expect(await hrefs('+32 55 00 00 00')).toEqual([
      expect.stringContaining('href="tel:+3255000000"'),
    ]);
    const authority = main.getByRole('link', {
      name: 'Gegevensbeschermingsautoriteit (opent in een nieuw tabblad)',
    });
    await expect(authority).toHaveAttribute(
      'href',
      'https://www.gegevensbeschermingsautoriteit.be',
    );
    await expect(authority).toHaveAttribute('target', '_blank');
  });
});

/** A text of more than one line, as a reader sees it set. */
type SetText = {
  text: string;
  words: number;
  /** A title, an italic lead line or centred text: set to split evenly. */
  display: boolean;
  lastWidth: number;
  lastWords: number;
  beforeWidth: number;
};

/** Every visible title and paragraph of the page set over two lines or more. */
function setTexts(page: Page): Promise<SetText[]> {
  return page.evaluate(() => {
    const lines = (el: Element) => {
      // Each word's box, gathered into lines by where they sit.
      const found: Array<{ left: number; right: number; bottom: number; words: number }> = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // What only a screen reader hears (a link's ' (PDF)') is set on no line.
        if (node.parentElement!.closest('.visually-hidden')) continue;
        for (const word of (node as Text).data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          // A word hyphenated over two lines ('Gegevens-' / 'beschermingsautoriteit') is on both.
          for (const box of range.getClientRects()) {
            if (box.width === 0) continue;
            const line = found.at(-1);
            if (line && box.top < line.bottom - 2) {
              line.left = Math.min(line.left, box.left);
              line.right = Math.max(line.right, box.right);
              line.words += 1;
            } else found.push({ left: box.left, right: box.right, bottom: box.bottom, words: 1 });
          }
        }
      }
      return found;
    };
    const texts: SetText[] = [];
    for (const el of document.querySelectorAll('h1, h2, h3, h4, p, li, dd')) {
      // A list item holding paragraphs is measured by its paragraphs.
      if (!el.checkVisibility() || el.querySelector('p')) continue;
      const found = lines(el);
      if (found.length < 2) continue;
      const style = getComputedStyle(el);
      const [before, last] = found.slice(-2) as [(typeof found)[0], (typeof found)[0]];
      const text = el.textContent!.trim();
      texts.push({
        text,
        words: text.split(/\s+/).length,
        display:
          /^H\d$/.test(el.tagName) || style.fontStyle === 'italic' || style.textAlign === 'center',
        lastWidth: last.right - last.left,
        lastWords: last.words,
        beforeWidth: before.right - before.left,
      });
    }
    return texts;
  });
}

/** What a text is, and when its last line is too short, as `setTexts` measures it. */
const EVEN_LINES = [
  // A two-word name on two lines ('Haspengouw / Rosé') has no better split; three words or more
  // have one. At least `min` texts of each kind are measured at each size, so that the test
  // cannot pass on pages that set no such text.
  {
    what: 'multi-line titles',
    pick: (t: SetText) => t.display,
    short: (t: SetText) => t.words > 2 && t.lastWidth < 0.4 * t.beforeWidth,
    min: 2,
  },
  {
    what: 'multi-line paragraphs',
    pick: (t: SetText) => !t.display && t.words >= 6,
    short: (t: SetText) => t.lastWords === 1 && t.lastWidth < 0.4 * t.beforeWidth,
    min: 20,
  },
];

/**
 * Words the page shows broken over two lines where no hyphen allows it, as 'Chardonn|ay'; text no
 * one sees (a one-pixel box for screen readers, the off-screen honeypot) left out.
 */
const brokenWords = (page: Page) =>
  page.evaluate(async () => {
    // Laid out, in its fonts, after a frame for what a script sets on a new size.
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const unseen = (el: Element | null): boolean => {
      for (let box = el; box && box !== document.body; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 || rect.right < 0) return true;
      }
      return false;
    };
    // The last box of the character at `at` in the text, if it shows.
    const boxOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
    };
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const el = node.parentElement!;
      if (!el.checkVisibility() || unseen(el)) continue;
      for (const match of node.data.matchAll(/[\p{L}\p{N}]+(?:[’'\u00ad-][\p{L}\p{N}]+)*/gu)) {
        const word = match[0];
        // A word whose first and last letters stand on one line is whole (most words): only
        // one on two lines is read letter by letter, for where it breaks.
        const first = boxOf(node, match.index);
        const last = boxOf(node, match.index + word.length - 1);
        if (first && last && Math.abs(last.top - first.top) <= 2) continue;
        let line: number | undefined;
        for (let i = 0; i < word.length; i++) {
          const box = boxOf(node, match.index + i);
          if (!box) continue;
          if (line !== undefined && box.top > line + 2) {
            if (!'-\u00ad'.includes(word[i - 1]!)) out.push(`${word.slice(0, i)}|${word.slice(i)}`);
            break;
          }
          line = box.top;
        }
      }
    }
    return out;
  });

test.describe('typography', () => {
  test('titles, lead lines and running text split evenly: no short last line where the line above could spare words', async ({
    page,
  }) => {
    // Found at 1366-1920 px: 'Sinds 1504 op de Markt. Vandaag een wijnbar voor wie tijd' over a
    // lone 'neemt.'; 'Jouw evenement bij 1504 Locus' over 'Lex'; '…in een huis van 1504' over
    // 'hoort.' on the home page, and paragraphs on /club. Each page is loaded once and laid out
    // anew at the second size, as the word-break sweep below does.
    const own = page.viewportSize()!;
    const sizes = [own, { ...own, width: 1920 }];
    const set = await screenAndText(page);
    const short: string[] = [];
    const measured = new Map<string, number>();
    for (const path of PAGE_TEMPLATES) {
      await set(own, 16);
      await page.goto(path);
      for (const size of sizes) {
        await set(size, 16);
        await page.evaluate(() => document.fonts.ready);
        const texts = await setTexts(page);
        for (const { what, pick, short: isShort } of EVEN_LINES) {
          const picked = texts.filter(pick);
          const key = `${what} at ${size.width} px`;
          measured.set(key, (measured.get(key) ?? 0) + picked.length);
          short.push(
            ...picked.filter(isShort).map((t) => `${path} at ${size.width} px: ${t.text}`),
          );
        }
      }
    }
    expect(short).toEqual([]);
    for (const { what, min } of EVEN_LINES)
      for (const { width } of sizes)
        expect(
          measured.get(`${what} at ${width} px`),
          `${what} at ${width} px`,
        ).toBeGreaterThanOrEqual(min);
  });

  // Small phones, the smallest also with the browser's larger text (24 px, Chrome's "large"); a
  // common one with that text, where 'VOLGEN|DE' and 'Gegevensbeschermingsautori|teit' broke, and
  // with twice the text, where a club key's 'Gulzigh|eid'. Two desktop sizes: every break found so
  // far was on a phone. At each, the page also fits the screen (WCAG 1.4.10 at 320 px, 1.4.4 with
  // twice the text): twice the text once pushed the bar's key, the forms and the home page's cards
  // past a 390 px screen, and a price line that widened the house wines took the key off screen.
  const WORD_SETTINGS = [
    [320, 16],
    [375, 16],
    [320, 24],
    [390, 24],
    [360, 32],
    [390, 32],
    [1200, 16],
    [1920, 32],
  ] as const;

  // Each page is loaded once and laid out anew at each setting, given a frame for what its script
  // sets on a new size: every line of every text, on every page at every setting, was measured the
  // same this way as on the page loaded afresh at that setting.
  async function expectWholeWords(page: Page, routes: readonly string[]) {
    const broken: string[] = [];
    const set = await screenAndText(page);
    const setting = (width: number, text: number) => set({ width, height: 740 }, text);
    for (const route of routes) {
      await setting(...WORD_SETTINGS[0]);
      await page.goto(route);
      // The club's keys open, their descriptions read too.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => (d.open = true)),
      );
      for (const [width, text] of WORD_SETTINGS) {
        await setting(width, text);
        const where = `${route} at ${width} px, ${text} px text`;
        for (const word of await brokenWords(page)) broken.push(`${where}: ${word}`);
        await expectFits(page, where);
      }
    }
    expect(broken).toEqual([]);
  }

  // Found at 320-375 px, with two wines a row: 'MOUSSEREN|D', 'Chardonn|ay', 'FLE|S', and the
  // pager's 'VOLGEN|DE'. Every page, and every page of the menu (each wine once), apart.
  test(
    'no word breaks in its middle and nothing wider than the screen, on a small phone or a desktop, also with larger text: the bar, titles, forms, a step of the pager',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      test.slow();
      await expectWholeWords(page, PAGE_TEMPLATES);
    },
  );

  test(
    'no word breaks in its middle and nothing wider than the screen on any page of the menu, also with larger text: a wine’s name, type, grapes or price',
    { tag: ANY_SCREEN },
    async ({ page }) => {
      test.slow();
      await page.goto('/wijnen');
      const pages = Number(/Pagina 1 van (\d+)/.exec(await page.locator('main').innerText())![1]);
      expect(pages).toBeGreaterThan(1);
      await expectWholeWords(
        page,
        Array.from({ length: pages - 1 }, (_, i) => `/wijnen/pagina/${i + 2}`),
      );
    },
  );
});

// A visitor who reads the site through the browser's translation (a tourist on the Markt): the text
// is translated, the names are not. A translated "Markt 37" is an address nobody finds, and "Pinot
// Gris Réserve" or "Weingut Bergmann" are names on a label.
test.describe('a browser that translates the page', { tag: ANY_SCREEN }, () => {
  /** Each piece of text in the element and whether a translator may translate it. */
  const texts = (locator: Locator) =>
    locator.evaluate((root) => {
      const out: Array<[string, boolean]> = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.replace(/\s+/g, ' ').trim();
        if (text) out.push([text, node.parentElement!.translate]);
      }
      return out;
    });

  test('leaves the names as they are: the house, its address, the partner, each wine and its maker', async ({
    page,
  }) => {
    await page.goto('/wijnen');
    const logo = await texts(
      page.getByRole('link', { name: '1504 Locus Lex, naar de startpagina' }),
    );
    expect(logo.map(([text]) => text).join('')).toBe('1504LocusLex');
    expect(logo.filter(([, translated]) => translated)).toEqual([]);
    expect(await texts(page.getByRole('article').first())).toEqual([
      ['Wit', true],
      ['Vinho Verde', false],
      ['Quinta da Serra', false],
      ['Portugal · Minho', true],
      ['Glas', true],
      ['€ 5,50', true],
    ]);
    // The filters' lists, closed: what a translator reads is in the page whether shown or not.
    const filters = page.getByRole('navigation', { name: 'Filter de wijnen' });
    const options = async (name: string) => {
      const found = await texts(filters.getByRole('list', { name, includeHidden: true }));
      expect(found.length, name).toBeGreaterThan(3);
      // Beside each option, how many wines it chooses ("3 wijnen"): words, whatever the option.
      const counts = found.filter(([text]) => /^(\d+|wijn(en)?)$/.test(text));
      expect(counts.length, name).toBeGreaterThan(3);
      expect(new Set(counts.map(([, translated]) => translated)), name).toEqual(new Set([true]));
      return [
        ...new Set(found.filter((f) => !counts.includes(f)).map(([, translated]) => translated)),
      ];
    };
    expect(await options('Wijnhuis')).toEqual([false]);
    expect(await options('Land')).toEqual([true]);
    const footer = await texts(page.getByRole('contentinfo'));
    for (const name of ['1504 Locus Lex', 'Markt 37, 9700 Oudenaarde', 'Hotel-restaurant De Markt'])
      expect(footer).toContainEqual([name, false]);
    expect(footer).toContainEqual(['Locus Lex BV · Markt 37, 9700 Oudenaarde', false]);
    expect(footer).toContainEqual([expect.stringMatching(/^, België · Ondernemingsnummer/), true]);
    expect(footer).toContainEqual(['Bezoek ons', true]);

    await page.goto('/contact');
    const main = page.getByRole('main');
    expect(await texts(main.locator('address'))).toEqual([['Markt 37, 9700 Oudenaarde', false]]);
    expect(await texts(main.getByRole('link', { name: /OpenStreetMap/ }))).toEqual([
      ['Open', true],
      ['Markt 37, 9700 Oudenaarde', false],
      ['in OpenStreetMap', true],
      ['(opent in een nieuw tabblad)', true],
    ]);

    await page.goto('/event');
    expect(await texts(page.getByRole('main').getByRole('list').first())).toEqual([
      ['Salons, proeverijen, diners en lezingen', true],
      ['Met of zonder catering', true],
      ['Markt 37, 9700 Oudenaarde', false],
    ]);

    await page.goto('/');
    const house = await texts(page.locator('#locus-lex'));
    expect(house.slice(0, 3)).toEqual([
      ['Markt 37, Oudenaarde', false],
      ['Locus Lex', false],
      [expect.any(String), true],
    ]);

    await page.goto('/privacy');
    const controller = await texts(page.getByRole('main').locator('li p').first());
    expect(controller).toEqual([
      ['Locus Lex BV', false],
      [', een Belgische vennootschap met zetel op', true],
      ['Markt 37, 9700 Oudenaarde', false],
      [expect.stringMatching(/^\(ondernemings\u00adnummer .* via deze website\.$/), true],
    ]);
  });
});
