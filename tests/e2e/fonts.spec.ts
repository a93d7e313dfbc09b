import { expect, test, type Page } from '@playwright/test';

import { PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE } from '../../lib/routes';
import { layoutShift } from './support/layout-shift';

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
    const first = fontFamily.split(',')[0]!.trim();
    return {
      family: first,
      loaded: document.fonts.check(`italic ${fontWeight} ${fontSize} ${first}`),
    };
  });
}

test.describe('fonts (app/layout.tsx, scripts/fonts.mjs)', () => {
  test('lead lines are set in the real italic, preloaded by the pages that have one and by no other', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });

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
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    for (const route of [...PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE]) {
      await page.goto(route, { waitUntil: 'commit' });
      // Painted in the fallback faces first: the text font is still on its way.
      await expect
        .poll(() =>
          page.evaluate(() => document.fonts.check('16px text') === false && !!document.body),
        )
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      const total = await layoutShift(page);
      expect(total, route).toBeLessThanOrEqual(0.02);
    }
  });
});
