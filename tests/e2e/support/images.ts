import { expect, type Page } from '@playwright/test';

/**
 * Scrolls through the page so lazy images load, then checks that none failed. Images that stay
 * lazy (the carousel's later slides) are fetched directly and must answer with an image.
 */
export async function expectAllImagesLoaded(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  const state = () =>
    page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc || img.src,
        complete: img.complete,
        width: img.naturalWidth,
      })),
    );
  await expect
    .poll(async () => (await state()).filter((i) => i.complete && i.width === 0).map((i) => i.src))
    .toEqual([]);
  for (const image of (await state()).filter((i) => !i.complete)) {
    const response = await page.request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    expect(response.headers()['content-type'], image.src).toMatch(/^image\//);
  }
}

/** The pixel width recorded in a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
export function webpWidth(file: Buffer): number {
  const isWebp =
    file.toString('ascii', 0, 4) === 'RIFF' && file.toString('ascii', 8, 12) === 'WEBP';
  if (!isWebp) throw new Error('not a WebP file');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return file.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (file.readUInt32LE(21) & 0x3fff) + 1;
  if (chunk === 'VP8X') return file.readUIntLE(24, 3) + 1;
  throw new Error(`unknown WebP chunk ${chunk}`);
}
