import { expect, test, type Page } from '@playwright/test';

import { PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE } from '../../lib/routes';
import { PAGE_SIZE } from '../../lib/wines/selection';
import sample from '../../scripts/sample-wines.json';
import { layoutShift } from './support/layout-shift';
import { holdRequests } from './support/scripts';

/** The file names of the fonts a page fetches, from now on. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') files.push(new URL(request.url()).pathname);
  });
  return files;
}

/** The -ext files of styles/fonts, as next/font names them. */
const EXT_FILE = /_ext\./;

/** The faces Chromium set an element's text in, as the renderer reports them. */
async function facesOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, postScriptName, isCustomFont, glyphCount }) => ({
    face: `${familyName} (${postScriptName})`,
    isCustomFont,
    glyphCount,
  }));
}

/** The font families of the first visible italic text, and whether that face has loaded. */
async function italicText(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const el = [...document.querySelectorAll<HTMLElement>('main *')].find(
      (e) =>
        getComputedStyle(e).fontStyle === 'italic' && e.checkVisibility() && e.textContent?.trim(),
    );
    if (!el) return null;
    const { fontFamily, fontWeight, fontSize } = getComputedStyle(el);
    const families = fontFamily.split(',');
    // The italic and its -ext part (styles/_tokens.scss); the local fallback faces after them
    // would count as not loaded.
    const faces = families.slice(0, 2).join(',');
    return {
      family: families[0]!.trim(),
      // Every face this text needs: the italic, and the -ext one only for its letters.
      loaded: document.fonts.check(`italic ${fontWeight} ${fontSize} ${faces}`, el.textContent!),
    };
  });
}

test.describe('fonts (app/layout.tsx, styles/fonts)', () => {
  test('lead lines are set in the real italic, preloaded by the pages that have one and by no other', async ({
    page,
  }) => {
    const fonts = fontRequests(page);

    // Link prefetches of other routes bring their font hints along (the italic among them when
    // the menu is in view): a visit to the next page, not this page's weight.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
    );
    await page.goto('/privacy');
    await page.evaluate(() => document.fonts.ready);
    expect(await italicText(page)).toBeNull();
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => f.includes('italic'))).toEqual([]);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(3);
    await expect(page.locator('link[rel="preload"][as="font"][href*="italic"]')).toHaveCount(0);

    for (const route of ['/', '/club', '/wijnen']) {
      await page.goto(route);
      // Before the first paint, so the line does not move when the font arrives.
      await expect(
        page.locator('link[rel="preload"][as="font"][href*="italic"]'),
        route,
      ).toHaveCount(1);
      const italic = await italicText(page);
      expect(italic, route).not.toBeNull();
      // The italic family of its own, loaded: not the roman face slanted by the browser.
      expect(italic!.family, route).toMatch(/italic/i);
      expect(italic!.loaded, route).toBe(true);
    }
    expect(fonts.some((f) => f.includes('italic'))).toBe(true);
  });

  // A phone on a slow line paints the page before its fonts arrive: in the scaled fallback faces
  // (styles/_font-fallbacks.scss), so the swap keeps every line where it was. Set in the unscaled
  // system font, /privacy moved by 0.06 and /wijnen by 0.03 on a phone.
  test('fonts that arrive late move the page by no more than the budget allows', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const route of [...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE]) {
      // The page's fonts are held until it has painted, then let through: late whatever the
      // machine's pace (routing also keeps them out of the browser's cache).
      const fonts = await holdRequests(page, '**/*.woff2');
      await page.goto(route, { waitUntil: 'commit' });
      // Painted in the fallback faces first: text on screen, the text font still on its way.
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                document.fonts.check('16px text') === false &&
                performance.getEntriesByName('first-contentful-paint').length > 0,
            ),
          { intervals: [50] },
        )
        .toBe(true);
      await fonts.release();
      await page.evaluate(() => document.fonts.ready);
      const total = await layoutShift(page);
      expect(total, route).toBeLessThanOrEqual(0.02);
    }
  });

  // Each font is split: the preloaded file sets our copy and the names of
  // Western European wines, an -ext file the rest of Latin, fetched only where it is shown.
  test('every page and every sample wine is set from the preloaded files alone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const fonts = fontRequests(page);
    const wineLists = Array.from({ length: Math.ceil(sample.length / PAGE_SIZE) }, (_, i) =>
      i === 0 ? '/wijnen' : `/wijnen/pagina/${i + 1}`,
    );
    for (const route of [...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE, ...wineLists]) {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => EXT_FILE.test(f))).toEqual([]);
  });

  test("a letter beyond the preloaded files is set in the site's own faces all the same", async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto('/wijnen');
    // A Portuguese and a Danish name (ã, Ø), a half and a Spanish ¿: characters of the -ext files.
    const text = 'Dão Ørsted ½ ¿Qué?';
    for (const selector of ['main h1', 'main article h2', 'main article p', 'main p[class*=lead]'])
      await page
        .locator(selector)
        .first()
        .evaluate((el, t) => (el.textContent = t), text);
    await page.evaluate(() => document.fonts.ready);
    for (const [selector, face] of [
      ['main h1', /^Cormorant Garamond .*Medium\)$/],
      ['main article h2', /^Cormorant Garamond .*Medium\)$/],
      ['main article p', /^Source Sans/],
      ['main p[class*=lead]', /^Cormorant Garamond .*Italic\)$/],
    ] as const) {
      const faces = await facesOf(page, selector);
      expect(faces, selector).toHaveLength(1);
      expect(faces[0], selector).toMatchObject({
        face: expect.stringMatching(face),
        isCustomFont: true,
      });
      // Every letter, the spaces aside (a phone breaks the title's line at one).
      expect(faces[0]!.glyphCount, selector).toBeGreaterThanOrEqual(text.replace(/ /g, '').length);
    }
    expect(fonts.filter((f) => EXT_FILE.test(f)).length).toBeGreaterThanOrEqual(3);
  });

  // Shaped against the -ext face first, every run of text fell back from a face that holds none
  // of it: the layout of /privacy and /contact took 40–60 ms longer on a 4× slowed phone.
  test("each stack names its face, then that face's -ext part, then the fallbacks", async ({
    page,
  }) => {
    await page.goto('/wijnen');
    const stacks = await page.evaluate(async () => {
      await document.fonts.ready;
      // The -ext faces are the ones with a unicode-range of their own.
      const ext = new Set(
        [...document.fonts].filter((f) => f.unicodeRange !== 'U+0-10FFFF').map((f) => f.family),
      );
      return ['main h1', 'main article p', 'main p[class*=lead]'].map((selector) => {
        const families = getComputedStyle(document.querySelector(selector)!)
          .fontFamily.split(',')
          .map((f) => f.trim().replace(/^["']|["']$/g, ''));
        return {
          selector,
          first: ext.has(families[0]!),
          second: ext.has(families[1]!),
          ext: ext.size,
        };
      });
    });
    for (const stack of stacks)
      expect(stack, stack.selector).toEqual({
        selector: stack.selector,
        first: false,
        second: true,
        ext: 3,
      });
  });
});
