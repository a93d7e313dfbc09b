import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { PHOTO_MAX_BYTES } from '../../lib/staff/constants';
import { e2eDb } from './support/db';
import { staffOnPhone } from './support/staff';

// Runs in the 'fresh-data' project: it gives a wine of the shared list a photo.
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('staff take a bottle photo on a phone and the menu shows it at the next request', async ({
  browser,
  request,
}) => {
  const ref = e2eDb().collection('1504-wines').doc('douro-tinto');
  const was = String((await ref.get()).get('image') ?? '');
  const { context, page } = await staffOnPhone(browser, 'foto@locuslex.example');
  try {
    await page.goto('/beheer/wijnen/douro-tinto');
    // Over the 4 MB a post may carry, as a phone's photo often is (bytes after a JPEG's end are
    // read by no decoder): the page draws it smaller before it is sent.
    const bottle = Buffer.concat([
      await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#6b1e2e' } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(PHOTO_MAX_BYTES, 0),
    ]);
    await page
      .getByLabel('Foto nemen of kiezen')
      .setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: bottle });
    const sent = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByRole('button', { name: 'Foto bewaren' }).click();
    const { requestBodySize } = await (await sent).sizes();
    expect(requestBodySize).toBeLessThan(PHOTO_MAX_BYTES / 4);
    await expect(page.getByRole('status').filter({ hasText: 'Foto bewaard' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto van Douro Tinto' })).toBeVisible();
    const address = String((await ref.get()).get('image'));
    expect(address).toMatch(/^\/wijnfoto\/[0-9a-f]{32}\.webp$/);

    // No revalidation call: the upload expired the menu's cache itself.
    await page.goto('/wijnen/regio/Douro');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Douro Tinto' }) });
    const photo = card.locator('img');
    await expect(photo).toHaveAttribute(
      'src',
      new RegExp(`^/_next/image\\?url=${escaped(encodeURIComponent(address))}&w=\\d+&q=\\d+$`),
    );
    const optimised = await page.request.get((await photo.getAttribute('src'))!, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(optimised.status()).toBe(200);
    expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  } finally {
    await ref.update({ image: was });
    await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET! },
    });
    await context.close();
  }
});
