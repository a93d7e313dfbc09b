import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { PAGE_TEMPLATES } from '../../lib/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function scan(page: Page, label: string) {
  // Reveal animations would make axe measure half-faded text: scan the settled page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const route of [...PAGE_TEMPLATES, '/bestaat-niet']) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await scan(page, route);
    });
  }

  test('with the menu open', async ({ page }) => {
    await page.goto('/erfgoed');
    await page.getByRole('button', { name: 'Menu' }).click();
    await scan(page, 'menu open');
  });

  test('with a filter dropdown open, and a filtered, empty and form-error view', async ({
    page,
  }) => {
    await page.goto('/wijnen?type=Rood');
    await page.getByRole('button', { name: /^Type wijn/ }).click();
    await scan(page, 'dropdown open');
    await page.goto('/wijnen?land=Atlantis');
    await scan(page, 'empty state');
    await page.goto('/event');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page.getByText('Naam is verplicht.')).toBeVisible();
    await scan(page, 'event errors');
  });

  test('with every key of the accordion open', async ({ page }) => {
    await page.goto('/club');
    for (const summary of await page.locator('details summary').all()) await summary.click();
    await scan(page, 'accordion open');
  });

  test('every interactive element is at least 24×24 px and shows focus', async ({ page }) => {
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
    await page.goto('/wijnen');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
  });
});
