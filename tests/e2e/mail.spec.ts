import { expect, test } from '@playwright/test';

import { buildMail } from '../../lib/forms/mail';
import { MAIL_SITE } from '../support/mail-site';
import { ANY_SCREEN } from './support/screens';

/**
 * The mail staff receive, as a mail app shows it: the HTML alone, in Chromium, on a phone's width
 * and a desktop pane's. Staff answer requests from their phones as much as from a desk.
 */
const request = {
  name: 'Anne-Catherine Vandenbroucke-Van Steenkiste',
  phone: '+32 470 12 34 56',
  email: 'anne-catherine.vandenbroucke@wijnliefhebbers-oudenaarde.be',
  message: `Graag een proeverij voor ons team.\nZie https://www.voorbeeld.be/evenementen/2031/personeelsfeest-proeverij-met-kaas-en-wijn?ref=locuslex`,
  date: '2031-05-17',
  guests: '40',
  occasion: 'proeverij',
  keysAccepted: true,
  privacyAccepted: true,
};

for (const kind of ['event', 'club'] as const) {
  test(
    `the ${kind} mail fits a phone's screen and a desktop pane, every value readable`,
    {
      tag: ANY_SCREEN,
    },
    async ({ page }) => {
      const { html } = buildMail(kind, request, MAIL_SITE).message;
      for (const width of [320, 390, 700]) {
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(html);
        // Nothing to scroll sideways: a long address or link wraps inside its cell.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(
          width,
        );
        for (const value of await page.locator('td a, td').all()) {
          const box = (await value.boundingBox())!;
          expect(box.x + box.width, `${width}`).toBeLessThanOrEqual(width);
        }
        await expect(page.getByRole('link', { name: request.email })).toBeInViewport({ ratio: 1 });
        // A message of several lines is spaced for reading, as the mail's paragraphs are.
        const message = page.locator('th:text-is("Bericht") + td');
        const spacing = await message.evaluate((el) => {
          const { lineHeight, fontSize } = getComputedStyle(el);
          return parseFloat(lineHeight) / parseFloat(fontSize);
        });
        expect(spacing, `${width}`).toBeGreaterThanOrEqual(1.4);
      }
    },
  );
}
