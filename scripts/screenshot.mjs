// Screenshots of a page on a phone (390 px) and a desktop (1366 px), for looking at the result.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000/wijnen [outDir] [--full]
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [url, outDir = '/tmp/shots'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const full = process.argv.includes('--full');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
]) {
  const page = await browser.newPage({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: full ? 'reduce' : 'no-preference',
    bypassCSP: true,
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (full) {
    // Reveal scroll-triggered content before a full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    // A full-page capture keeps the viewport's size, so boxes that render only near it
    // (`content-visibility: auto`, render-when-near in styles/_mixins.scss) would show blank.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.waitForTimeout(600);
  }
  const file = `${outDir}/${name}-${label}.png`;
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
  await page.close();
}
await browser.close();
