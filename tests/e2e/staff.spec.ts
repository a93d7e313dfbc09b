import { expect, test } from '@playwright/test';

import { e2eDb } from './support/db';
import { signIn, staffAccount, staffOnPhone } from './support/staff';

// Runs in the 'fresh-data' project: it changes the wine list other tests count. What only
// reads is in staff-pages.spec.ts.
test.describe.configure({ mode: 'default' });

test('staff sign in on a phone by the mailed link, fix a wrong price, then sell out and hide the wine, each on the menu at once', async ({
  browser,
}) => {
  const { context, page } = await staffOnPhone(browser, 'bar@locuslex.example');

  await page.getByRole('link', { name: 'Wijnen', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Zoek' }).fill('Rioja Reserva');
  await page.getByRole('button', { name: 'Toon' }).click();
  await page.getByRole('link', { name: 'Rioja Reserva', exact: true }).click();

  const glass = page.getByRole('textbox', { name: 'Prijs glas' });
  await glass.fill('negen');
  await page.getByRole('button', { name: 'Bewaren', exact: true }).click();
  await expect(page.getByText("Prijs glas 'negen' is geen bedrag")).toBeVisible();
  await expect(glass).toHaveValue('negen');
  await expect(glass).toBeFocused();

  await glass.fill('12,40');
  await page.getByRole('button', { name: 'Bewaren', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bewaard: Rioja Reserva' }),
  ).toBeVisible();

  await page.goto('/wijnen/regio/Rioja');
  const card = page.locator('article', { hasText: 'Rioja Reserva' });
  await expect(card).toContainText('€ 12,40');

  // Sold out stays on the menu, said in words; hidden leaves it.
  await page.goto('/beheer/wijnen?q=Rioja');
  await page.getByRole('button', { name: 'Uitverkocht: Rioja Reserva' }).click();
  await expect(page.getByRole('button', { name: 'Weer op voorraad: Rioja Reserva' })).toBeVisible();
  await page.goto('/wijnen/regio/Rioja');
  await expect(card).toContainText('Uitverkocht');
  await page.goto('/beheer/wijnen?q=Rioja');
  await page.getByRole('button', { name: 'Verberg: Rioja Reserva' }).click();
  await expect(page.getByRole('button', { name: 'Toon op de kaart: Rioja Reserva' })).toBeVisible();
  await page.goto('/wijnen/regio/Rioja');
  await expect(card).toHaveCount(0);
  const log = await e2eDb().collection('1504-wines-log').where('wine', '==', 'rioja-reserva').get();
  expect(log.docs.map((d) => d.get('by'))).toContain('bar@locuslex.example');
  await context.close();
});

test('a failed request mail stands out and staff send it again', async ({ page }) => {
  const ref = e2eDb().collection('mail').doc('e2e-mislukt');
  await ref.set({
    kind: 'event',
    to: 'info@locuslex.example',
    message: { subject: 'Nieuwe aanvraag voor een evenement: Lotte Claes', text: '', html: '' },
    fields: [
      { label: 'Naam', text: 'Lotte Claes' },
      { label: 'E-mail', text: 'lotte@voorbeeld.be' },
    ],
    createdAt: new Date(),
    delivery: { state: 'ERROR', error: '550 mailbox unavailable' },
  });
  await signIn(page, await staffAccount('zaal@locuslex.example'));
  await expect(page.getByRole('link', { name: /kwam niet aan/ })).toBeVisible();
  await page.getByRole('link', { name: 'Aanvragen', exact: true }).click();
  const request = page.getByRole('listitem').filter({ hasText: 'Lotte Claes' });
  await expect(request).toContainText('Mail niet afgeleverd');
  await expect(request).toContainText('550 mailbox unavailable');
  await request.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'opnieuw verstuurd' })).toBeVisible();
  expect((await ref.get()).get('delivery.state')).toBe('RETRY');
  await ref.delete();

  // Signing out ends the session: the staff pages send back to the sign-in page.
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Je bent afgemeld')).toBeVisible();
  await page.goto('/beheer/aanvragen');
  await expect(page).toHaveURL(/\/beheer\/aanmelden$/);
});

test('an import is previewed and confirmed with and without JavaScript, the file posted once', async ({
  browser,
}) => {
  for (const [javaScriptEnabled, from, to] of [
    [true, '9,50', '9,75'],
    [false, '9,75', '9,50'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await signIn(page, await staffAccount('import@locuslex.example'));
    const csv = await (await page.request.get('/beheer/wijnen/export')).text();
    const row = 'sancerre-blanc;Sancerre Blanc;Wit;';
    expect(csv, `${javaScriptEnabled}`).toContain(`${row}${from};`);
    await page.goto('/beheer/wijnen/import');
    await page.getByLabel('CSV-bestand').setInputFiles({
      name: 'wijnen.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.replace(`${row}${from};`, `${row}${to};`)),
    });
    await page.getByRole('button', { name: 'Toon wat er verandert' }).click();
    await expect(page.getByText(`Prijs glas: ${from} → ${to}`)).toBeVisible();
    const confirmation = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByRole('button', { name: 'Bevestig 1 wijziging' }).click();
    const body = (await confirmation).postDataBuffer()!.toString('utf8');
    expect(body.split(row).length - 1, `${javaScriptEnabled}`).toBe(1);
    await expect(page.getByText('Import bewaard: 1 wijzigingen.')).toBeVisible();
    await context.close();
  }
});

test('a wine with a value only the Firebase console writes (a date) opens in the editor', async ({
  page,
}) => {
  const ref = e2eDb().collection('1504-wines').doc('e2e-console');
  await ref.set({ name: 'Uit de console', type: 'Rood', price_glass: 8, geproefd: new Date() });
  try {
    await signIn(page, await staffAccount('console@locuslex.example'));
    await page.goto('/beheer/wijnen/e2e-console');
    await expect(page.getByRole('textbox', { name: 'Naam' })).toHaveValue('Uit de console');
  } finally {
    await ref.delete();
  }
});
