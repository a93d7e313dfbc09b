import { expect, type Page } from '@playwright/test';

/**
 * What the page shows, as it is laid out now, lies within the screen: nothing scrolls sideways or
 * is cut off, no phone number wraps with half of it on the next line, and nothing in the bar
 * overlaps. `screenAndText` lays a loaded page out at a new size or text size.
 */
export async function expectFits(page: Page, label: string) {
  const { width } = page.viewportSize()!;
  await page.evaluate(() => document.fonts.ready);
  const wide = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // What a carousel or a scroller clips is not on the page. The body's and main's
        // clips are what this test is about: the body's widens a phone's layout viewport,
        // main's would cut content off. Only what waits to slide in may lie past main's edge.
        if (el.closest('[data-pending], [data-parallax]')) return false;
        let clipped = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (up.tagName !== 'MAIN' && getComputedStyle(up).overflowX !== 'visible') clipped = true;
        return box.width > 0 && box.right > limit + 1 && !clipped;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 30)}`);
    return { innerWidth, scrollWidth: document.documentElement.scrollWidth, out };
  });
  expect(wide, label).toEqual({
    innerWidth: width,
    scrollWidth: width,
    out: [],
  });
  // Nor does a phone number wrap, half of it on the next line, nor an e-mail address anywhere
  // but after its '@' (where twice the text leaves it no room for one line).
  const broken = await page.evaluate(() => {
    const out: string[] = [];
    for (const link of document.querySelectorAll('a[href^="mailto:"]')) {
      const chars: Array<{ char: string; top: number }> = [];
      const inLink = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = inLink.nextNode() as Text | null; node; node = inLink.nextNode() as Text) {
        for (let i = 0; i < node.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (box) chars.push({ char: node.data[i]!, top: Math.round(box.top) });
        }
      }
      // The character before each line break.
      const breaks = chars.filter((c, i) => i + 1 < chars.length && chars[i + 1]!.top > c.top + 2);
      if (breaks.some((c) => c.char !== '@')) out.push(link.textContent!);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\+\d{2}(?:[ \u00a0]\d{2,3}){3,4}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(match[0]);
      }
    }
    return out;
  });
  expect(broken, label).toEqual([]);
  // Nor does anything in the bar run into its neighbour (the menu's label into the logo).
  const overlapping = await page.evaluate(() => {
    const parts = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .map((el) => ({
        name: el.ariaLabel ?? el.textContent!.replace(/\s+/g, ' ').trim(),
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0);
    return parts.flatMap((a, i) =>
      parts
        .slice(i + 1)
        .filter(
          ({ box: b }) =>
            a.box.right > b.left &&
            b.right > a.box.left &&
            a.box.bottom > b.top &&
            b.bottom > a.box.top,
        )
        .map((b) => `${a.name} × ${b.name}`),
    );
  });
  expect(overlapping, label).toEqual([]);
}
