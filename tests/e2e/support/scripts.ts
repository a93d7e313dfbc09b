import { expect, type Locator, type Page } from '@playwright/test';

const isScript = (url: URL) =>
  url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');

/**
 * Holds back the requests `url` matches, as a slow network would: the page goes on without them.
 * Returns how many wait, and the function that lets them through (and any after them).
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)) {
  const held: Array<() => Promise<void>> = [];
  await page.route(url, (route) => {
    held.push(() => route.fallback());
  });
  return {
    waiting: () => held.length,
    release: async () => {
      await page.unroute(url);
      for (const go of held) await go();
    },
  };
}

/**
 * Holds the page's scripts (not its stylesheets) back, as a slow network would before
 * hydration: the page shows and can be used as its HTML and CSS alone allow.
 */
export const holdScripts = (page: Page) => holdRequests(page, isScript);

/**
 * Waits until React has made the element live (its props on it): a click or key from then on is
 * the script's, not the plain HTML's full page load that a press before hydration gives.
 */
export async function whenLive(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/**
 * As Safari 16 and Firefox 124 would be: no popover API, `popovertarget` an attribute like any
 * other, and `:popover-open` a selector they reject with a SyntaxError.
 */
export async function withoutPopovers(page: Page) {
  await page.addInitScript(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
    const reject = (selectors: string) => {
      if (selectors.includes(':popover-open'))
        throw new DOMException(`'${selectors}' is not a valid selector.`, 'SyntaxError');
    };
    for (const name of ['matches', 'closest', 'querySelector', 'querySelectorAll'] as const) {
      for (const proto of [Element.prototype, Document.prototype] as const) {
        const own = Object.getOwnPropertyDescriptor(proto, name)?.value as
          ((this: unknown, selectors: string) => unknown) | undefined;
        if (!own) continue;
        Object.defineProperty(proto, name, {
          configurable: true,
          writable: true,
          value(this: unknown, selectors: string) {
            reject(selectors);
            return own.call(this, selectors);
          },
        });
      }
    }
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('[popovertarget]'))
        el.removeAttribute('popovertarget');
    });
  });
}
