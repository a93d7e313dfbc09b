import { type APIRequestContext, expect, test } from '@playwright/test';

import { e2eDb } from './support/db';
import { sitemapDates } from './support/sitemap';
import { clickId, expectUntracked, trackedAddress } from './support/tracked';

// Runs in the 'fresh-data' project, after the phone and desktop projects: it changes the wine
// list that their counts rely on. Its tests revalidate every page, so they run one after the other.
test.describe.configure({ mode: 'default' });

/** The staff's call after changing the wine list (app/api/revalidate/route.ts), with the secret. */
const revalidate = (request: APIRequestContext) =>
  request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET! },
  });

test.describe('fresh data on demand', () => {
  test('revalidation refuses a wrong secret and shows a new wine after the right one, dated in the sitemap', async ({
    page,
    request,
    baseURL,
  }) => {
    const db = e2eDb();
    const ref = db.collection('1504-wines').doc('e2e-nieuwe-wijn');
    const name = 'Nieuwe Wijn Uit De Kelder';
    // Sold by the bottle only: the glass price typed in the console as 0.
    const bottleRef = db.collection('1504-wines').doc('e2e-alleen-per-fles');
    const bottleName = 'Alleen Per Fles Uit De Kelder';
    const count = async () => {
      const html = await (await request.get('/wijnen')).text();
      return Number(html.match(/id="wijnlijst"[^>]*>(\d+) wijnen</)?.[1]);
    };
    try {
      // The whole menu and a filtered view are cached apart: both must show the change. The
      // collection is no view yet: it leads to the menu, and so it stays until the wines change.
      const before = await count();
      expect(before).toBeGreaterThan(0);
      const view = '/wijnen/collectie/E2E%20Proefkelder';
      const leads = async () => (await request.get(view, { maxRedirects: 0 })).status();
      expect(await leads()).toBe(307);
      // Written first: the sitemap check below dates the menu by the other, newest wine.
      await bottleRef.set({
        name: bottleName,
        type: 'Wit',
        image: '',
        price_glass: 0,
        price_bottle: 48,
        country: 'Frankrijk',
        region: 'Bourgogne',
        winehouse: 'Domaine de la Cave',
        collection: 'E2E Proefkelder',
      });
      await ref.set({
        name,
        type: 'Rood',
        // A picture on a host the image optimiser refuses: the card draws its bottle instead.
        image: 'https://www.wijndomein-schorpioen.be/flessen/nieuwe-wijn.jpg',
        price_glass: 9,
        country: 'België',
        region: 'Vlaamse Ardennen',
        winehouse: 'Wijndomein Schorpioen',
        collection: 'E2E Proefkelder',
      });
      const refused = await request.post('/api/revalidate', {
        headers: { 'x-revalidate-secret': 'fout' },
      });
      expect(refused.status()).toBe(401);
      expect(await leads()).toBe(307);
      const ok = await revalidate(request);
      expect(ok.status()).toBe(200);
      await expect(async () => {
        await page.goto(view);
        await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect.poll(count, { timeout: 10_000 }).toBe(before + 2);
      const cardOf = (wine: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { name: wine }) });
      const card = cardOf(name);
      await expect(card.getByRole('img', { name: 'Getekende fles rood' })).toBeVisible();
      await expect(card.locator('img')).toHaveCount(0);
      await expect(card.locator('dt')).toHaveText(['Glas']);
      // No "Glas € 0,00": the bottle-only wine lists its bottle price alone.
      await expect(cardOf(bottleName).locator('dt')).toHaveText(['Fles']);
      await expect(cardOf(bottleName).locator('dd')).toHaveText([/^€\s48,00$/]);
      // The sitemap dates the menu by its newest wine: now this one.
      const written = (await ref.get()).updateTime!.toDate().toISOString();
      const menuDate = async () =>
        sitemapDates(await (await request.get('/sitemap.xml')).text(), baseURL!).get('/wijnen');
      await expect.poll(menuDate, { timeout: 10_000 }).toBe(written);
    } finally {
      await ref.delete();
      await bottleRef.delete();
      await revalidate(request);
    }
  });

  test('a visitor’s query string never reaches the visitors after them', async ({ request }) => {
    // A campaign link and a newsletter: a click id and an e-mail address in the query.
    const trace = clickId();
    expect((await revalidate(request)).status()).toBe(200);
    // The pages regenerated after a change are reached without the query, whoever asks first:
    // the wine menu's views too, whether built with the site or on their first visit.
    for (const path of [
      '/',
      '/inspiratie',
      '/wijnen',
      '/wijnen/De%20Koele%20Giraf',
      '/wijnen/type/Wit/pagina/2',
    ]) {
      const tracked = await request.get(trackedAddress(path, trace), { maxRedirects: 0 });
      expect([path, tracked.status(), tracked.headers()['location']]).toEqual([path, 308, path]);
      await expectUntracked(request, path, trace);
    }
  });

  test('a change to the wine list shows on the next request in every view, the house wines and the menu card', async ({
    request,
  }) => {
    const ref = e2eDb().collection('1504-wines').doc('chianti-classico');
    const was = (await ref.get()).get('name') as string;
    const renamed = 'Chianti Classico Gran Selezione';
    // A view built with the site, views built on their first visit, and the pages of house wines.
    const pages = ['/wijnen/regio/Toscane', '/fr/vins/type/Rood/regio/Toscane', '/inspiratie', '/'];
    const card = async () => Buffer.from(await (await request.get('/assets/menukaart.pdf')).body());
    for (const path of pages) expect(await (await request.get(path)).text(), path).toContain(was);
    const before = await card();
    try {
      await ref.update({ name: renamed });
      expect((await revalidate(request)).status()).toBe(200);
      for (const path of pages) {
        const html = await (await request.get(path)).text();
        expect([path, html.includes(renamed)]).toEqual([path, true]);
      }
      expect((await card()).equals(before)).toBe(false);
    } finally {
      await ref.update({ name: was });
      await revalidate(request);
    }
  });
});
