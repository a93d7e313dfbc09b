import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { OFFLINE_PATH } from '../../app/offline/offline-page';
import { REQUIRED_CSP_DIRECTIVES } from '../support/security';
import { consoleErrors } from './support/console';
import { ANY_SCREEN } from './support/screens';
import { WineMenu } from './support/wines-page';

// The service worker (public/sw.js), as a visitor has it from the second page on. The other
// specs run without it (playwright.config.ts): a page the worker answers is not one page.route
// can intercept. No screen changes what it does.
test.use({ serviceWorkers: 'allow' });

/**
 * Until the worker, asked for a few seconds after the page has loaded, has installed with the
 * offline page kept. It answers from the next page load on.
 */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** On the wine menu with the worker ready, then the connection gone. */
async function connectionLostOnWines(page: Page, context: BrowserContext) {
  await page.goto('/wijnen');
  await workerReady(page);
  await context.setOffline(true);
}

const controlled = (page: Page) => page.evaluate(() => !!navigator.serviceWorker.controller);

async function expectOfflinePage(page: Page) {
  await expect(page).toHaveTitle('Geen verbinding | 1504 Locus Lex');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen verbinding' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+32 55 00 00 00' }).first()).toHaveAttribute(
    'href',
    'tel:+3255000000',
  );
  // The same words in French and English below.
  await expect(page.getByRole('heading', { level: 2, name: 'Pas de connexion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No connection' })).toBeVisible();
}

test.describe('without a connection', { tag: ANY_SCREEN }, () => {
  test("a page asked for shows the site's own Dutch page at its address, and the page itself once back", async ({
    page,
    context,
  }) => {
    await connectionLostOnWines(page, context);
    const response = await page.goto('/wijnen/type/Rood');
    expect(response?.status()).toBe(200);
    await expectOfflinePage(page);
    await expect(page).toHaveURL(/\/wijnen\/type\/Rood$/);
    // Kept with the headers it came with: its policy holds offline too.
    const csp = response?.headers()['content-security-policy'] ?? '';
    for (const directive of REQUIRED_CSP_DIRECTIVES) expect(csp).toContain(directive);

    // Trying again without a connection: the same page, no browser error.
    const retry = page.getByRole('link', { name: 'Opnieuw proberen' });
    const loadedAgain = page.waitForEvent('load');
    await retry.click();
    await loadedAgain;
    await expect(page).toHaveURL(/\/wijnen\/type\/Rood$/);
    await expectOfflinePage(page);

    await context.setOffline(false);
    await retry.click();
    await expect(page).toHaveURL(/\/wijnen\/type\/Rood$/);
    await expect(page).toHaveTitle('Onze Wijnen · Rood | 1504 Locus Lex');
    const menu = new WineMenu(page);
    await expect(menu.cards().first()).toBeVisible();
    expect(new Set(await menu.cardTypes())).toEqual(new Set(['Rood']));
  });

  test('a link followed in a page whose connection has gone leads to the same page', async ({
    page,
    context,
  }) => {
    await connectionLostOnWines(page, context);
    // In the page (Next's router): its fetch fails, it loads the address as a page instead.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacybeleid' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expectOfflinePage(page);
  });
});

test.describe('with a connection, the worker in charge', { tag: ANY_SCREEN }, () => {
  test('pages, redirects, a 404 and the filters answer as they would without it, without an error', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await workerReady(page);
    // The page that asked for it goes on without it; the next page load is the worker's.
    expect(await controlled(page)).toBe(false);

    const wines = await page.goto('/wijnen/type/Wit');
    expect(wines?.status()).toBe(200);
    expect(await controlled(page)).toBe(true);
    // Its scripts, styles, fonts and pictures went to the network without waking the worker.
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => (entry as { workerMatchedSourceType?: string }).workerMatchedSourceType),
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(new Set(sources)).toEqual(new Set(['network']));
    await expect(page).toHaveTitle('Onze Wijnen · Wit | 1504 Locus Lex');
    const menu = new WineMenu(page);
    const whites = parseInt((await menu.total().textContent()) ?? '');
    await menu.choose('Type wijn', 'Rood');
    // One view whatever the order they were chosen in, addressed and named in the menu's order.
    await expect(page).toHaveURL(/\/wijnen\/type\/Rood\+Wit$/);
    await expect(page).toHaveTitle('Onze Wijnen · Rood, Wit | 1504 Locus Lex');
    await expect(menu.total()).not.toHaveText(`${whites} wijnen`);
    expect(parseInt((await menu.total().textContent()) ?? '')).toBeGreaterThan(whites);

    // The proxy's redirect of an address typed with capitals, followed as before.
    await page.goto('/Club');
    await expect(page).toHaveURL(/\/club$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const missing = await page.goto('/deze-kamer-bestaat-niet');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Deze kamer bestaat niet' })).toBeVisible();

    // The page the worker keeps is never what a page load online gets.
    await page.goto('/contact');
    await expect(page).not.toHaveTitle(/Geen verbinding/);
    // Chrome reports the 404 page's own status, worker or not; nothing else may be an error.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  test('the offline page itself, asked for, is kept out of the index', async ({ page }) => {
    const response = await page.goto(OFFLINE_PATH);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expectOfflinePage(page);
  });
});
