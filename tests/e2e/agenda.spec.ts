import { expect, type Page, test } from '@playwright/test';

import { sampleEvents } from '../../lib/content/sample-events.mjs';
import { todayInBelgium } from '../../lib/text';
import { readCalendar } from '../support/calendar';
import { e2eDb } from './support/db';
import { fillContact } from './support/forms';
import { staffOnPhone } from './support/staff';

// The emulator's sample agenda, dated from today (lib/content/sample-events.mjs).
const sample = (slug: string) => sampleEvents().find((e) => e.id.endsWith(`-${slug}`))!.id;
const TASTING = sample('proeverij-loire');
const FULL = sample('lezing-margaretha');
const PAST = sample('proeverij-rioja');

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Event');

const unique = (who: string) => `${who}.${Date.now()}@voorbeeld.be`;

/** The mails a reservation queued, to the staff and to the visitor. */
async function mailsAbout(email: string) {
  const snap = await e2eDb().collection('mail').where('kind', '==', 'reservation').get();
  return snap.docs
    .map((d) => d.data())
    .filter((m) => String(m.to).includes(email) || String(m.replyTo).includes(email));
}

test('the agenda shows what is coming by month: seats, full, cancelled, the club’s; the past is gone', async ({
  page,
}) => {
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  const card = (title: string) => page.locator('article', { hasText: title });
  await expect(card('Proeverij: de Loire')).toContainText(/Nog \d+ plaatsen vrij/);
  await expect(card('Proeverij: de Loire')).toContainText('€ 35 per persoon');
  await expect(card('Lezing: Margaretha')).toContainText('Volzet');
  await expect(card('Wilddiner')).toContainText('Geannuleerd');
  await expect(card('Clubavond')).toContainText('Voor clubleden, op uitnodiging');
  await expect(card('oude en nieuwe Rioja')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Abonneer je op de agenda' })).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/agenda\.ics$/,
  );
  // The same agenda in each language, at its own address.
  await page.goto('/en/whats-on');
  await expect(page.getByRole('heading', { level: 1, name: 'What’s on' })).toBeVisible();
  await expect(card('Tasting: the Loire')).toContainText('€35 per person');
  await page.goto('/fr/agenda');
  await expect(card('Dégustation : la Loire')).toContainText(/Encore \d+ places libres/);
});

test('an event page carries its Event data and its calendar file; a full one offers no form, a past one is over and not indexed', async ({
  page,
  request,
}) => {
  await page.goto(`/agenda/${TASTING}`);
  const data = await jsonLd(page);
  expect(data).toMatchObject({
    name: 'Proeverij: de Loire van Sancerre tot Vouvray',
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T19:30:00\+0[12]:00$/),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { address: { addressLocality: 'Oudenaarde' } },
    offers: { price: 35, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    inLanguage: 'nl-BE',
  });
  await expect(page.getByRole('heading', { name: 'Reserveer je plaats' })).toBeVisible();
  const file = await request.get(
    (await page.getByRole('link', { name: 'Zet in je agenda' }).getAttribute('href'))!,
  );
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(readCalendar(await file.text())).toEqual([
    expect.objectContaining({ summary: data!.name, start: expect.stringMatching(/T19:30:00$/) }),
  ]);

  await page.goto(`/agenda/${FULL}`);
  await expect(page.getByText('Dit evenement is volzet.')).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  expect(await jsonLd(page)).toMatchObject({
    offers: { availability: 'https://schema.org/SoldOut' },
  });

  await page.goto(`/agenda/${PAST}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Dit evenement is voorbij' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('form')).toHaveCount(0);
});

test('a visitor reserves with JavaScript: the seats go at once and the confirmation carries the event', async ({
  page,
}) => {
  await page.goto(`/agenda/${TASTING}`);
  const left = Number(/Nog (\d+) plaatsen/.exec(await page.locator('main').innerText())![1]);
  const email = unique('lotte');
  await fillContact(page, { name: 'Lotte Peeters', phone: '0470 12 34 56', email });
  await page.getByLabel(/Aantal personen/).selectOption('1');
  await page.getByLabel(/privacybeleid/).check();
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText(/Je plaats is gereserveerd/)).toBeFocused();
  await expect.poll(async () => (await mailsAbout(email)).length).toBe(2);
  const visitor = (await mailsAbout(email)).find((m) => m.message.attachments)!;
  expect(visitor.message.subject).toMatch(/^Je reservatie: Proeverij: de Loire/);
  expect(visitor.message.attachments[0].filename).toBe(`${TASTING}.ics`);
  // Other tests reserve beside this one: fewer seats, at least this one less.
  await page.reload();
  const now = Number(/Nog (\d+) plaatsen/.exec(await page.locator('main').innerText())![1]);
  expect(now).toBeLessThanOrEqual(left - 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, people, privacy, send, thanks } of [
    {
      path: `/fr/agenda/${TASTING}`,
      people: /Nombre de personnes/,
      privacy: /politique de confidentialité/,
      send: 'Envoyer',
      thanks: /Votre place est réservée/,
    },
    {
      path: `/en/whats-on/${TASTING}`,
      people: /Number of people/,
      privacy: /privacy policy/,
      send: 'Send',
      thanks: /Your seat is reserved/,
    },
  ])
    test(`a visitor reserves at ${path.split('/')[1]}, asked first for what is missing`, async ({
      page,
    }) => {
      await page.goto(path);
      const email = unique(`gast-${path.split('/')[1]}`);
      await page.locator('input[name="name"]').fill('Camille Dubois');
      await page.locator('input[name="phone"]').fill('+32 470 98 76 54');
      await page.locator('input[name="email"]').fill(email);
      await page.getByRole('button', { name: send }).click();
      // Refused for the missing number and privacy box, everything typed kept.
      await expect(page.locator('input[name="email"]')).toHaveValue(email);
      await expect(page.getByLabel(people)).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(people).selectOption('1');
      await page.getByLabel(privacy).check();
      await page.getByRole('button', { name: send }).click();
      await expect(page.getByText(thanks)).toBeVisible();
      await expect.poll(async () => (await mailsAbout(email)).length).toBe(2);
    });
});

// Beside the visitors' tests: the event it adds is its own, twenty days out, and no other test counts.
test('staff add an event on a phone, it is on the agenda at the next request, and cancelling it shows on its page, in its data and in the feed', async ({
  browser,
}) => {
  const { context, page } = await staffOnPhone(browser, 'agenda@locuslex.example');
  await page.goto('/beheer/agenda');
  await page.getByRole('link', { name: 'Nieuw evenement' }).click();
  const day = todayInBelgium(new Date(Date.now() + 20 * 86_400_000));
  // In the three languages, as the staff write an event for every visitor.
  for (const [language, title, description] of [
    ['Nederlands', 'Proeverij van de maand', 'Vijf wijnen van het huis.'],
    ['Frans', 'Dégustation du mois', 'Cinq vins de la maison.'],
    ['Engels', 'Tasting of the month', 'Five wines from the house.'],
  ]) {
    const fieldset = page.getByRole('group', { name: language });
    await fieldset.getByLabel(/^Titel/).fill(title!);
    await fieldset.getByLabel(/^Beschrijving/).fill(description!);
  }
  await page.getByLabel(/^Soort/).selectOption({ label: 'Proeverij' });
  await page.getByLabel(/^Datum/).fill(day);
  await page.getByLabel(/^Begin/).fill('19:30');
  await page.getByLabel(/^Einde/).fill('22:00');
  await page.getByLabel(/^Plaatsen/).fill('16');
  await page.getByLabel(/^Prijs per persoon/).fill('25');
  await page.getByRole('button', { name: 'Bewaren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bewaard: Proeverij van de maand' }),
  ).toBeVisible();

  const id = `${day}-proeverij-van-de-maand`;
  await page.goto('/agenda');
  await expect(page.locator('article', { hasText: 'Proeverij van de maand' })).toContainText(
    'Nog 16 plaatsen vrij',
  );

  await page.goto(`/beheer/agenda/${id}`);
  await page.getByRole('link', { name: 'Annuleer evenement' }).click();
  await page.getByRole('button', { name: 'Ja, annuleer het evenement' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Geannuleerd\./ })).toBeVisible();
  await page.goto(`/agenda/${id}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Dit evenement gaat niet door' }),
  ).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string; eventStatus?: string })
    .find((d) => d['@type'] === 'Event');
  expect(data?.eventStatus).toBe('https://schema.org/EventCancelled');
  const feed = readCalendar(await (await page.request.get('/agenda.ics')).text());
  expect(feed.find((e) => e.uid.startsWith(`${id}@`))).toMatchObject({
    status: 'CANCELLED',
    sequence: 1,
  });
  await context.close();
});
