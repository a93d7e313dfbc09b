import type { Page, ViewportSize } from '@playwright/test';

/**
 * The tag of a test whose subject no screen changes (a page's head, its headers, the printed
 * sheet, a mail that sets its own widths): it runs in the desktop project only, where running it
 * on the phone too only doubled its time. `test.describe('…', { tag: ANY_SCREEN }, () => …)`
 */
export const ANY_SCREEN = '@any-screen';

/** Phones held sideways: a large one and a small one. */
export const SIDEWAYS_PHONES: ViewportSize[] = [
  { width: 844, height: 390 },
  { width: 667, height: 375 },
];

/**
 * Once the page has the screen `size`, three frames on: the scripts that follow the screen have
 * done so.
 */
async function followed(page: Page, size: ViewportSize) {
  await page.waitForFunction(
    ({ width, height }) =>
      matchMedia(`(device-width: ${width}px) and (device-height: ${height}px)`).matches &&
      new Promise<boolean>((done) => {
        let frames = 3;
        const next = () => (--frames > 0 ? requestAnimationFrame(next) : done(true));
        requestAnimationFrame(next);
      }),
    size,
  );
}

/**
 * The test project's own screen, then each one given, set on the page in turn; a bare width
 * keeps the project's height. `for await (const { width } of screens(page, 320)) { … }`
 */
export async function* screens(
  page: Page,
  ...others: Array<number | ViewportSize>
): AsyncGenerator<ViewportSize> {
  const own = page.viewportSize()!;
  for (const other of [own, ...others]) {
    const size = typeof other === 'number' ? { width: other, height: own.height } : other;
    await page.setViewportSize(size);
    await followed(page, size);
    yield size;
  }
}

/**
 * A setter of the screen's size and the browser's text size (Chrome's font size setting, 16 px
 * unless set: 24 px is its "large"), on the page as it is: a loaded page is laid out anew.
 * `const set = await screenAndText(page); await set({ width: 320, height: 740 }, 24);`
 */
export async function screenAndText(page: Page) {
  const browser = await page.context().newCDPSession(page);
  return async (size: ViewportSize, text: number) => {
    await page.setViewportSize(size);
    await browser.send('Page.setFontSizes', { fontSizes: { standard: text } });
    await followed(page, size);
  };
}
