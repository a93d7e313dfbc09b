import { expect, type Page, test } from '@playwright/test';

import sample from '../../scripts/sample-wines.json';
import { SAMPLE_WINE_PAGE } from '../../lib/pages.mjs';
import { WineMenu } from './support/wines-page';

type Words = { nl?: string; fr?: string; en?: string };
type SampleWine = { id: string; name: string; grapes?: string[]; note?: Words; pairing?: Words };
const wines = sample as SampleWine[];
const barolo = wines.find((w) => SAMPLE_WINE_PAGE.endsWith(`/${w.id}`))!;

const menuItem = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'MenuItem');

test('a wine’s card leads to its page, which tells its note, pairing, facts and prices, and back', async ({
  page,
}) => {
  await page.goto('/wijnen');
  const first = new WineMenu(page).cards().first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/wijnen\/wijn\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de wijnkaart' }).click();
  await expect(page).toHaveURL(/\/wijnen$/);

  await page.goto(SAMPLE_WINE_PAGE);
  await expect(page).toHaveTitle(new RegExp(`^${barolo.name}`));
  await expect(page.getByRole('heading', { name: 'Proefnotitie' })).toBeVisible();
  await expect(page.getByText(barolo.note!.nl!)).toBeVisible();
  await expect(page.getByText(barolo.pairing!.nl!)).toBeVisible();
  const facts = page.locator('dl').first();
  await expect(facts).toContainText(barolo.grapes!.join(', '));
  const data = await menuItem(page);
  expect(data).toMatchObject({ name: barolo.name, description: barolo.note!.nl });
  expect(new URL(String(data!.url)).pathname).toBe(SAMPLE_WINE_PAGE);
  // A wine no longer on the menu sends the visitor to it.
  await page.goto('/wijnen/wijn/bestaat-niet');
  await expect(page).toHaveURL(/\/wijnen$/);
});

test('a wine’s page in French and English, each naming the others; a text not yet translated is shown in Dutch, marked so', async ({
  page,
}) => {
  const id = barolo.id;
  for (const [path, heading, lang, note] of [
    [`/fr/vins/vin/${id}`, 'Note de dégustation', 'fr-BE', barolo.note!.fr!],
    [`/en/wines/wine/${id}`, 'Tasting note', 'en', barolo.note!.en!],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(alternates).toEqual(
      expect.arrayContaining([SAMPLE_WINE_PAGE, `/fr/vins/vin/${id}`, `/en/wines/wine/${id}`]),
    );
    expect((await menuItem(page))?.description).toBe(note);
  }
  const untranslated = wines.find((w) => w.note?.nl && !w.note.fr)!;
  await page.goto(`/fr/vins/vin/${untranslated.id}`);
  await expect(page.getByText(untranslated.note!.nl!)).toHaveAttribute('lang', 'nl-BE');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a grape chosen on the menu shows the wines made with it', async ({ page }) => {
    const counts = new Map<string, number>();
    for (const w of wines) for (const g of w.grapes ?? []) counts.set(g, (counts.get(g) ?? 0) + 1);
    const [grape, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    await page.goto('/wijnen');
    await page
      .getByRole('list', { name: 'Druif' })
      .getByRole('link', { name: new RegExp(`^${grape}`) })
      .click();
    await expect(page).toHaveURL(`/wijnen/druif/${encodeURIComponent(grape)}`);
    await expect(new WineMenu(page).total()).toHaveText(`${count} wijnen`);
  });
});
