import { expect, test, type Page } from '@playwright/test';

import { PAGE_TEMPLATES } from '../../lib/routes';
import { contrastRatio, luminance } from './support/contrast';
import { ANY_SCREEN } from './support/screens';

/**
 * What ends up on paper, as the print stylesheet lays it out. Browsers print without
 * backgrounds by default, so text must be dark on its own; nothing may be fixed (it would repeat
 * over every sheet) or wait invisible for a scroll that never comes.
 */
async function paperProblems(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const { problems, texts } = await page.evaluate(() => {
    const problems: string[] = [];
    const texts: Array<{ rgb: [number, number, number]; label: string }> = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility === 'visible';
    };

    for (const el of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(el).position;
      if ((position === 'fixed' || position === 'sticky') && shown(el)) {
        problems.push(`${position} (repeats on every sheet): ${describe(el)}`);
      }
    }

    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim()) continue;
      seen.add(el);
      if (el.closest('script, style, noscript, [aria-hidden="true"]') || !shown(el)) continue;
      // Dark enough on white paper, through every ancestor's opacity.
      let opacity = 1;
      for (let a: Element | null = el; a; a = a.parentElement) {
        opacity *= Number(getComputedStyle(a).opacity);
      }
      const [r, g, b, alpha = 1] = getComputedStyle(el)
        .color.match(/[\d.]+/g)!
        .map(Number) as [number, number, number, number?];
      const mix = (v: number) => v * alpha * opacity + 255 * (1 - alpha * opacity);
      texts.push({ rgb: [mix(r), mix(g), mix(b)], label: describe(el) });
    }

    // Printing runs no script: whatever a script moved (parallax layers, the slider's track)
    // must be put back by the print stylesheet, or it prints where the scroll had left it.
    for (const el of document.querySelectorAll<HTMLElement>('[style*="transform"]')) {
      if (getComputedStyle(el).transform !== 'none') {
        problems.push(`moved by a script: ${describe(el)}`);
      }
    }

    // What only works on a screen stays off paper.
    for (const selector of [
      '.skip-link',
      'header button',
      'header nav',
      'nav[aria-label="Filter de wijnen"]',
      'nav[aria-label="Paginering"] a',
      'section[aria-labelledby="subscribe-title"]',
      'label:has(> input[data-motion-pause])',
      // A form cannot be sent from paper.
      'main form',
    ]) {
      for (const el of document.querySelectorAll(selector)) {
        if (shown(el)) problems.push(`screen-only on paper: ${describe(el)}`);
      }
    }
    return { problems, texts };
  });
  for (const { rgb, label } of texts) {
    const contrast = contrastRatio(luminance(...rgb), 1); // against white paper
    if (contrast < 4.5) problems.push(`faint on paper (${contrast.toFixed(1)}:1): ${label}`);
  }
  return problems;
}

/** How many A4 sheets the page prints on. */
async function sheetsOf(page: Page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

// Paper is A4 whichever screen printed it.
test.describe('printed pages', { tag: ANY_SCREEN }, () => {
  for (const route of PAGE_TEMPLATES) {
    test(`${route} prints readable, once, without screen controls`, async ({ page }) => {
      await page.goto(route);
      // Printed half-way down, as a visitor would, with the parallax layers moved.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.waitForTimeout(300);
      expect(await paperProblems(page)).toEqual([]);
    });
  }

  test('every page prints on the sheets it needs: no picture a third of a sheet, no whole piece half', async ({
    page,
  }) => {
    // An A4 sheet inside the margins of the print stylesheet's @page (15 mm by 12 mm), in CSS px.
    const sheet = { width: Math.floor((186 / 25.4) * 96), height: Math.floor((267 / 25.4) * 96) };
    await page.setViewportSize(sheet);
    const problems: string[] = [];
    for (const route of PAGE_TEMPLATES) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(route);
      await page.emulateMedia({ media: 'print' });
      const { length, pictures, wholes } = await page.evaluate(() => ({
        length: document.documentElement.scrollHeight,
        pictures: [...document.querySelectorAll('main img')]
          .filter((img) => getComputedStyle(img).visibility === 'visible')
          .map((img) => ({ src: img.getAttribute('src'), height: img.clientHeight })),
        wholes: [...document.querySelectorAll('main *')]
          .filter((el) => getComputedStyle(el).breakInside === 'avoid')
          .map((el) => ({
            text: (el.textContent ?? '').trim().slice(0, 30),
            height: el.getBoundingClientRect().height,
          })),
      }));
      // A screen layout stacked on a sheet narrower than its breakpoint: a drawing a sheet wide.
      for (const { src, height } of pictures) {
        if (height > 0.35 * sheet.height) problems.push(`${route}: picture ${height} px, ${src}`);
      }
      // A piece that must print whole and fills more than half a sheet leaves the rest blank.
      for (const { text, height } of wholes) {
        if (height > 0.5 * sheet.height) {
          problems.push(`${route}: kept whole, ${Math.round(height)} px: "${text}"`);
        }
      }
      // Pieces that must not split leave some room at the foot of a sheet, at most one in all.
      const sheets = await sheetsOf(page);
      const needed = Math.ceil(length / sheet.height);
      if (sheets > needed + 1) problems.push(`${route}: ${sheets} sheets for ${needed} of text`);
    }
    expect(problems).toEqual([]);
  });

  test('a form page prints where and how to ask instead of empty fields', async ({ page }) => {
    for (const [route, ask] of [
      ['/event', 'Vraag je datum aan op'],
      ['/club/registreer', 'Vraag je lidmaatschap aan op'],
    ] as const) {
      await page.goto(route);
      await page.emulateMedia({ media: 'print' });
      const host = new URL(page.url()).host;
      await expect(page.locator('main')).toContainText(
        `${ask} ${host}${route}, of bel +32 55 00 00 00 of mail info@locuslex.example.`,
      );
      await expect(page.locator('main form')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByText(ask)).toBeHidden();
    }
  });

  test('the contact page prints on one A4 sheet: address, map and footer together', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('img', { name: /kaart van de Markt/ })).toBeVisible();
    // The map printed a sheet wide under the address, and the footer then took a sheet alone.
    expect(await sheetsOf(page)).toBe(1);
  });

  test('a page of eight wines prints on two A4 sheets at most, as words and prices', async ({
    page,
  }) => {
    await page.goto('/wijnen');
    // A sheet holds one page of the list: it says where the whole card is, to type.
    const main = page.locator('main');
    const whole = `${new URL(page.url()).host}/menukaart`;
    await expect(main).not.toContainText(whole, { useInnerText: true });
    await page.emulateMedia({ media: 'print' });
    await expect(main).toContainText(whole, { useInnerText: true });
    await expect(page.locator('main article')).toHaveCount(8);
    for (const card of await page.locator('main article').all()) {
      await expect(card.getByText(/Glas/)).toBeVisible();
      await expect(card.locator('img, svg').first()).toBeHidden();
    }
    // With a bottle drawing each, two wines filled a sheet (five sheets in all).
    const sheets = await sheetsOf(page);
    expect(sheets).toBeGreaterThanOrEqual(1);
    expect(sheets).toBeLessThanOrEqual(2);
  });

  test('the home opening prints its first slide, whichever slide the carousel was showing', async ({
    page,
  }) => {
    await page.goto('/');
    const third = page.getByRole('button', { name: /^Toon dia 3/ });
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: '3 van 5' })).toBeInViewport();
    await page.emulateMedia({ media: 'print' });
    // Printing runs no script: the slider's inline transform, which moved the first slide a
    // sheet's width or more out of the page, must be overruled by the print stylesheet itself.
    expect(
      await page.evaluate(() => {
        const wrapper = document.querySelector<HTMLElement>('.swiper-wrapper')!;
        return [wrapper.style.transform !== '', getComputedStyle(wrapper).transform];
      }),
    ).toEqual([true, 'none']);
    const box = (await page.locator('h1').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('the club keys print with their descriptions, open or not', async ({ page }) => {
    await page.goto('/club');
    await page.emulateMedia({ media: 'print' });
    const descriptions = page.locator('details p');
    await expect(descriptions).toHaveCount(7);
    for (const text of await descriptions.all()) await expect(text).toBeVisible();
  });
});
