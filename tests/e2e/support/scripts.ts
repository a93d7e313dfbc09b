import type { Page } from '@playwright/test';

const isScript = (url: URL) =>
  url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');

/**
 * Holds the page's scripts (not its stylesheets) back, as a slow network would before
 * hydration: the page shows and can be used as its HTML and CSS alone allow. Returns how many
 * scripts wait, and the function that lets them through.
 */
export async function holdScripts(page: Page) {
  const held: Array<() => Promise<void>> = [];
  await page.route(isScript, (route) => {
    held.push(() => route.fallback());
  });
  return {
    waiting: () => held.length,
    release: async () => {
      await page.unroute(isScript);
      for (const go of held) await go();
    },
  };
}
