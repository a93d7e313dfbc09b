import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { SAMPLE_EVENT_PAGE } from '../../lib/routes';
import { signIn, staffAccount } from './support/staff';

// The staff area as it reads, beside the other pages: nothing here changes what they show.

test('without JavaScript staff sign in, and a wrong price is refused with its message and the input kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, await staffAccount('zonder-script@locuslex.example'));
  await page.goto('/beheer/wijnen/barolo-serralunga');
  await page.getByRole('textbox', { name: 'Prijs fles' }).fill('veel');
  await page.getByRole('button', { name: 'Bewaren', exact: true }).click();
  await expect(page.getByText("Prijs fles 'veel' is geen bedrag")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prijs fles' })).toHaveValue('veel');
  await context.close();
});

test('an import file too large to send is stopped with its size before it is sent', async ({
  page,
}) => {
  const file = { name: 'groot.csv', mimeType: 'text/csv', buffer: Buffer.alloc(100_000, 'a') };

  await signIn(page, await staffAccount('import@locuslex.example'));
  await page.goto('/beheer/wijnen/import');
  const input = page.getByLabel('CSV-bestand');
  await input.setInputFiles(file);
  await page.getByRole('button', { name: 'Toon wat er verandert' }).click();
  expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
    'Dit bestand is groter dan 48 kB.',
  );
  await expect(page.getByRole('heading', { name: 'Voorbeeld' })).toHaveCount(0);
});

test('the staff area is kept from search engines and from every cache', async ({ request }) => {
  const page = await request.get('/beheer/aanmelden');
  expect(page.headers()['cache-control']).toContain('no-store');
  expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/beheer$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/beheer');
  const gate = await request.get('/beheer/wijnen', { maxRedirects: 0 });
  expect([gate.status(), gate.headers().location]).toEqual([307, '/beheer/aanmelden']);
});

test('the staff pages have no accessibility violations', async ({ page }) => {
  await page.goto('/beheer/aanmelden');
  const scan = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      // In the page itself, as the public pages' scan runs: no second page opened per scan.
      (
        await new AxeBuilder({ page })
          .setLegacyMode()
          .options({ resultTypes: ['violations'] })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          // Two rows of a table: the others are the same markup, and axe takes seconds a row.
          .exclude('tbody tr:nth-child(n+3)')
          .analyze()
      ).violations,
      page.url(),
    ).toEqual([]);
  };
  await scan();
  await signIn(page, await staffAccount('toegang@locuslex.example'));
  for (const path of [
    '/beheer',
    '/beheer/wijnen',
    '/beheer/wijnen/barolo-serralunga',
    '/beheer/wijnen/import',
    '/beheer/aanvragen',
    '/beheer/logboek',
    // An event's page: its form and its reservations' table (the agenda's list is a table as the
    // wines' list is).
    `/beheer/agenda/${SAMPLE_EVENT_PAGE.slice('/agenda/'.length)}`,
  ]) {
    await page.goto(path);
    await scan();
  }
});
