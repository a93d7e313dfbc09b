import { expect, type Locator, type Page, test, type Route } from '@playwright/test';

import { lastEventDate } from '../../lib/forms/constants';
import { MESSAGES } from '../support/form-messages';
import { dateInWords, todayInBelgium } from '../../lib/text';
import { expectInView, expectOneMail, fillContact, mailsFor } from './support/forms';
import { axTree } from './support/read-text';
import { holdScripts } from './support/scripts';
import { ANY_SCREEN } from './support/screens';

const EVENT_THANKS = 'We hebben uw aanvraag goed ontvangen, we nemen snel contact met je op!';

const unique = (prefix: string, project: string) =>
  `${prefix}.${project}.${Date.now()}@voorbeeld.be`;

/** Pieter Claes's event request, typed into /event: contact, message, occasion, privacy box. */
type EventRequest = { email: string; message: string; occasion: string };

async function fillEventRequest(page: Page, { email, message, occasion }: EventRequest) {
  await fillContact(page, { name: 'Pieter Claes', phone: '055 12 34 56', email, message });
  await page.getByLabel(/Soort gelegenheid/).selectOption(occasion);
  await page.getByLabel(/privacybeleid/).check();
}

/** The form holds that request, as typed. */
async function expectEventRequest(page: Page, { email, message, occasion }: EventRequest) {
  await expect(page.getByLabel(/^Naam/)).toHaveValue('Pieter Claes');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  await expect(page.getByLabel(/^Bericht/)).toHaveValue(message);
  await expect(page.getByLabel(/Soort gelegenheid/)).toHaveValue(occasion);
  await expect(page.getByLabel(/privacybeleid/)).toBeChecked();
}

/** Pastes `text` into `field`, in place of what it held: whole, as nothing cuts it. */
async function paste(page: Page, field: Locator, text: string) {
  await field.clear();
  await field.focus();
  await page.keyboard.insertText(text);
  await expect(field).toHaveValue(text);
}

/** The form came back refused at `field` for `reason`, the focus on it, what it held whole. */
async function expectRefusedWhole(field: Locator, text: string, reason: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(reason);
  await expect(field).toHaveValue(text);
}

/** Sends the form as it stands: the thanks take the focus, and exactly one mail is queued. */
async function sendEventRequest(page: Page, email: string) {
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText(EVENT_THANKS)).toBeFocused();
  return expectOneMail(email);
}

test.describe('club registration', () => {
  test('shows the page and its fields', async ({ page }) => {
    await page.goto('/club/registreer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Word lid van de 1504 Club' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Telefoon/)).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabel(/Zeven Sleutels/)).toBeChecked();
    await expect(page.getByLabel(/privacybeleid/)).not.toBeChecked();
  });

  test('the keys and the privacy policy open beside the form, nothing typed is lost', async ({
    page,
    context,
  }) => {
    await page.goto('/club/registreer');
    await page.getByLabel(/^Naam/).fill('Anna De Smet');
    await page.getByLabel(/^Bericht/).fill('Graag tot binnenkort');
    // The keys the box accepts, opened at their heading, clear of the fixed bar.
    const [keys] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Zeven Sleutels/ }).click(),
    ]);
    await keys.waitForLoadState();
    expect(new URL(keys.url()).pathname + new URL(keys.url()).hash).toBe('/club#club-sleutels');
    const heading = keys.getByRole('heading', { level: 2, name: '7 keys' });
    await expect(heading).toBeInViewport();
    const bar = await keys.locator('header').first().boundingBox();
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await keys.close();
    const [privacy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^privacybeleid/ }).click(),
    ]);
    await privacy.waitForLoadState();
    expect(new URL(privacy.url()).pathname).toBe('/privacy');
    await privacy.close();
    // Opened in this tab, the policy cost a visitor everything typed (the form came back empty).
    await expect(page).toHaveURL(/\/club\/registreer$/);
    await expect(page.getByLabel(/^Naam/)).toHaveValue('Anna De Smet');
    await expect(page.getByLabel(/^Bericht/)).toHaveValue('Graag tot binnenkort');
  });

  test('an empty submit shows the messages; unchecking the keys shows its own', async ({
    page,
  }) => {
    await page.goto('/club/registreer');
    await expect(page.getByText('Naam is verplicht.')).toHaveCount(0);
    await page.getByLabel(/Zeven Sleutels/).uncheck();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    for (const message of [
      'Naam is verplicht.',
      'Telefoon is verplicht.',
      'E-mail is verplicht.',
      'U moet de Zeven Sleutels van Locus Lex accepteren.',
      'U moet de privacyvoorwaarden accepteren.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel(/^Naam/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a screen reader hears a field is wrong only when the site says so, never before a submit', async ({
    page,
  }) => {
    /** The controls Chromium tells a screen reader are invalid, by name. */
    const invalid = async () =>
      (await axTree(page))
        .filter((node) =>
          node.properties?.some((p) => p.name === 'invalid' && p.value.value !== 'false'),
        )
        .map((node) => String(node.name?.value ?? ''))
        .sort();
    await page.goto('/club/registreer');
    // An unticked required box was called invalid from the first load, with nothing on screen.
    await expect(page.getByLabel(/privacybeleid/)).not.toBeChecked();
    expect(await invalid()).toEqual([]);
    await fillContact(page, { name: 'Jan Peeters', phone: '0470 12 34 56', email: 'jan@' });
    expect(await invalid()).toEqual([]);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page.getByLabel(/^E-mail/)).toBeFocused();
    expect(await invalid()).toEqual([
      'E-mail',
      'Ik ga akkoord met het privacybeleid (opent in een nieuw tabblad).',
    ]);
  });

  test('a refused submit takes the visitor to the first field to fix, also the last one', async ({
    page,
  }) => {
    await page.goto('/club/registreer');
    const button = page.getByRole('button', { name: 'Verzenden' });
    await button.click();
    // The button sits below the fields: the answer must come into view, not stay above it.
    await expect(page.getByLabel(/^Naam/)).toBeFocused();
    await expectInView(page, page.locator('label[for=name]'), page.getByLabel(/^Naam/));
    await fillContact(page, {
      name: 'Jan Peeters',
      phone: '0470 12 34 56',
      email: 'jan@voorbeeld.be',
    });
    await button.click();
    await expect(page.getByLabel(/privacybeleid/)).toBeFocused();
    await expectInView(
      page,
      page.getByLabel(/privacybeleid/),
      page.getByText('U moet de privacyvoorwaarden accepteren.'),
    );
  });

  test('a refused submit shows the field to fix with its label, also when the field itself was in sight', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/club/registreer');
    const label = page.locator('label[for=name]');
    const name = page.getByLabel(/^Naam/);
    // Scrolled up to where the bar, shown again, covers the label and the field stands just
    // below it, where WebKit's `focus()` puts a text field (its caret at the bar's edge): the
    // form brings the whole field into view itself.
    const labelTop = await label.evaluate(
      (element) => element.getBoundingClientRect().top + scrollY,
    );
    const bar = page.getByRole('banner');
    // Down, which hides the bar, then up: again if the page's script was not listening yet.
    await expect(async () => {
      await page.evaluate(
        (top) => window.scrollTo({ top: top + 300, behavior: 'instant' }),
        labelTop,
      );
      await expect(bar).toHaveAttribute('data-hidden', 'true', { timeout: 1000 });
      await page.evaluate(
        (top) => window.scrollTo({ top: top - 40, behavior: 'instant' }),
        labelTop,
      );
      await expect(bar).toHaveAttribute('data-hidden', 'false', { timeout: 1000 });
    }).toPass();
    const barBottom = (await bar.boundingBox())!.height;
    expect(await label.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(
      barBottom,
    );
    await expect(name).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(name).toBeFocused();
    await expectInView(page, label, page.getByText(MESSAGES.name));
  });

  test('a valid registration thanks the visitor and queues exactly one mail', async ({
    page,
  }, info) => {
    const email = unique('club', info.project.name);
    await page.goto('/club/registreer');
    await fillContact(page, { name: 'Lotte Van Damme', phone: '+32 470 11 22 33', email });
    await page.getByLabel(/privacybeleid/).check();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(
      page.getByText('Welkom bij de club, we nemen snel contact met je op!'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verzenden' })).toHaveCount(0);
    const mail = await expectOneMail(email);
    expect(mail.to).toBe('info@locuslex.example');
    expect(mail.from).toMatch(/^"Lotte Van Damme via [^"]+" <no-reply@locuslex.example>$/);
    expect(mail.replyTo).toBe(`"Lotte Van Damme" <${email}>`);
    expect(mail.message.subject).toBe('Nieuw clublid: Lotte Van Damme');
    expect(mail.message.html).toContain('/club/registreer');
  });
});

test.describe('event request', () => {
  test('shows the page, the rental text and the 4-row message', async ({ page }) => {
    await page.goto('/event');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Jouw evenement bij 1504 Locus Lex' }),
    ).toBeVisible();
    await expect(page.getByText(/geen feestzaal/)).toBeVisible();
    await expect(page.getByLabel(/^Bericht/)).toHaveAttribute('rows', '4');
    // The date picker starts at today in Oudenaarde, not at the day the page was built, and ends
    // three years on.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format();
    await expect(page.getByLabel(/Gewenste datum/)).toHaveAttribute('min', today);
    await expect(page.getByLabel(/Gewenste datum/)).toHaveAttribute('max', lastEventDate(today));
  });

  test('in an English browser, the chosen date is also said in Dutch words', async ({
    browser,
  }) => {
    // The picker shows 05/17/2031 there, which a Belgian reads as the 5th of a 17th month.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/event');
    const date = page.getByLabel(/Gewenste datum/);
    await date.fill('2031-05-17');
    await expect(page.getByText('zaterdag 17 mei 2031')).toBeVisible();
    await expect(date).toHaveAccessibleDescription('zaterdag 17 mei 2031');
    // The line below the date leaves the guests' box beside it as it was.
    const guests = page.getByLabel(/Aantal gasten/);
    expect((await guests.boundingBox())!.height).toBe((await date.boundingBox())!.height);
    await context.close();
  });

  test('a date the browser put back before the script ran is said in words too', async ({
    page,
  }) => {
    // As Firefox does over a reload: the value is in the field before hydration, with no event.
    const scripts = await holdScripts(page);
    await page.goto('/event', { waitUntil: 'commit' });
    const date = page.getByLabel(/Gewenste datum/);
    await date.evaluate((input: HTMLInputElement) => (input.value = '2031-05-17'));
    await scripts.release();
    await expect(date).toHaveAccessibleDescription('zaterdag 17 mei 2031');
  });

  test('an empty submit shows the required messages', async ({ page }) => {
    await page.goto('/event');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    for (const message of [
      'Naam is verplicht.',
      'Telefoon is verplicht.',
      'E-mail is verplicht.',
      'Bericht is verplicht.',
      'U moet de privacyvoorwaarden accepteren.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('a valid request with the optional details thanks the visitor and queues one mail', async ({
    page,
  }, info) => {
    const email = unique('event', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, {
      email,
      message: 'Een proeverij\nmet kaas',
      occasion: 'proeverij',
    });
    await page.getByLabel(/Aantal gasten/).fill('24');
    const button = page.getByRole('button', { name: 'Verzenden' });
    // A double click must not send twice.
    await button.dblclick();
    const thanks = page.getByText(EVENT_THANKS);
    // It replaces a form taller than a phone: it is brought into view and read out.
    await expect(thanks).toBeFocused();
    await expectInView(page, thanks);
    const mail = await expectOneMail(email);
    expect(mail.message.subject).toBe(
      'Nieuwe aanvraag voor een evenement: Pieter Claes, 24 gasten',
    );
    expect(mail.message.text).toContain('Aantal gasten: 24');
    expect(mail.message.text).toContain('Soort gelegenheid: Proeverij');
    expect(mail.message.html).toContain('Een proeverij<br>met kaas');
  });

  test('guests typed as no whole number are refused with their message and kept as typed, never sent without them', async ({
    page,
  }, info) => {
    const email = unique('event-gasten', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, { email, message: 'Een diner', occasion: 'diner' });
    const guests = page.getByLabel(/Aantal gasten/);
    // A phone shows its digits for it.
    await expect(guests).toHaveAttribute('inputmode', 'numeric');
    // A number field sent these as nothing, and the request went out without its guests.
    for (const typed of ['40-50', 'ongeveer 40']) {
      await guests.clear();
      await guests.pressSequentially(typed);
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await expect(guests).toBeFocused();
      await expect(guests).toHaveValue(typed);
      await expect(guests).toHaveAccessibleDescription(MESSAGES.guests);
    }
    expect(await mailsFor(email)).toEqual([]);
    await guests.fill('45');
    const mail = await sendEventRequest(page, email);
    expect(mail.message.subject).toBe(
      'Nieuwe aanvraag voor een evenement: Pieter Claes, 45 gasten',
    );
  });

  test('a message pasted past its limit is kept whole, counted and refused, never sent cut short', async ({
    page,
  }, info) => {
    const email = unique('event-lang', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, { email, message: 'Een diner', occasion: 'diner' });
    const message = page.getByLabel(/^Bericht/);
    // Below the field (the shell's live region says the same, once).
    const form = page.locator('form');
    // Pasted: a maxlength cut it at 5,000 without a word, and the request went out without its end.
    const long = `Een diner voor veertig. ${'Met wijnen uit de kelder. '.repeat(200)}`;
    await paste(page, message, long);
    const over = long.trim().length - 5000;
    const count = `${over} tekens te veel (hoogstens 5.000).`;
    await expect(form.getByText(count)).toBeVisible();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expectRefusedWhole(message, long, MESSAGES.messageTooLong);
    await expect(form.getByText(count)).toBeVisible();
    expect(await mailsFor(email)).toEqual([]);
    // Shortened to the limit, it goes whole.
    const whole = long.slice(0, 5000);
    await message.fill(whole);
    await expect(form.getByText('Het maximum van 5.000 tekens is bereikt.')).toBeVisible();
    const mail = await sendEventRequest(page, email);
    expect(mail.message.text).toContain(whole);
  });

  test('a message many times its limit is taken up to twice the limit, counted and refused', async ({
    page,
  }, info) => {
    const email = unique('event-groot', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, { email, message: 'Een diner', occasion: 'diner' });
    const message = page.getByLabel(/^Bericht/);
    // A whole document pasted, 70,000 characters: the field holds 10,000, far under a post's cap.
    const long = `Een diner voor veertig. ${'Met wijnen uit de kelder. '.repeat(2700)}`;
    await message.fill('');
    await message.focus();
    await page.keyboard.insertText(long);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expectRefusedWhole(message, long.slice(0, 10_000), MESSAGES.messageTooLong);
    await expect(
      page.locator('form').getByText(/tekens te veel \(hoogstens 5\.000\)/),
    ).toBeVisible();
    expect(await mailsFor(email)).toEqual([]);
  });
  test('a phone number pasted past its limit is refused whole, not sent cut', async ({
    page,
  }, info) => {
    const email = unique('event-telefoon', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, { email, message: 'Een diner', occasion: 'diner' });
    const phone = page.getByLabel(/^Telefoon/);
    // Two numbers, 34 characters: a maxlength of 30 sent "… / 0470 12 3", which the server took.
    const two = '+32 (0)55 12 34 56 / 0470 12 34 56';
    await paste(page, phone, two);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expectRefusedWhole(phone, two, MESSAGES.phoneTooLong);
    expect(await mailsFor(email)).toEqual([]);
  });

  test('a date typed in part is asked for whole, not sent as no date', async ({ page }, info) => {
    const email = unique('event-datum', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, { email, message: 'Een diner', occasion: 'diner' });
    const date = page.getByLabel(/Gewenste datum/);
    // Day and month, no year: the browser posts the field as empty, as if no date was asked for.
    await date.click();
    await page.keyboard.type('1705');
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(date).toBeFocused();
    await expect(date).toHaveAccessibleDescription(MESSAGES.dateIncomplete);
    // What was typed of it is still there, to finish (the form was reset to the answer, which
    // holds no date, and the day and month were gone).
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
    expect(await mailsFor(email)).toEqual([]);
    // Whole, it goes, with its date.
    const day = lastEventDate(todayInBelgium());
    await date.fill(day);
    const mail = await sendEventRequest(page, email);
    expect(mail.message.text).toContain(`Gewenste datum: ${dateInWords(day)}`);
  });

  test('a sent form left by a link is an empty one when the visitor comes back', async ({
    page,
  }, info) => {
    const email = unique('terug', info.project.name);
    await page.goto('/event');
    await fillEventRequest(page, { email, message: 'Een lezing', occasion: 'lezing' });
    await sendEventRequest(page, email);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bezoek ons' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page.getByLabel(/^Naam/)).toHaveValue('');
    await expect(page.getByText(EVENT_THANKS)).toHaveCount(0);
  });

  test('a send that gets no answer keeps the form and all that was typed, says so, and sends again', async ({
    page,
  }, info) => {
    const email = unique('offline', info.project.name);
    await page.goto('/event');
    const request = { email, message: 'Een diner\nvoor twintig', occasion: 'diner' };
    await fillEventRequest(page, request);
    // First the phone loses its signal, then a gateway answers for a server that broke off.
    const failures = [
      (route: Route) => route.abort('internetdisconnected'),
      (route: Route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' }),
    ];
    for (const fail of failures) {
      await page.route('**/event', (route) =>
        route.request().method() === 'POST' ? fail(route) : route.fallback(),
      );
      await page.getByRole('button', { name: 'Verzenden' }).click();
      // It used to take the page down: "Deze pagina kon niet geladen worden", the form gone.
      // (Next's route announcer is an alert too, an empty one.)
      const alert = page.getByRole('alert').filter({ hasText: /./ });
      await expect(alert).toHaveText(
        /^Onze site gaf geen antwoord: je aanvraag is niet verzonden\. Controleer je verbinding en probeer het opnieuw, of mail ons op \S+@\S+\.$/,
      );
      await expect(alert).toBeFocused();
      await expectInView(page, alert);
      await expect(alert.getByRole('link')).toHaveAttribute('href', /^mailto:\S+@\S+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Jouw evenement bij 1504 Locus Lex',
      );
      await expectEventRequest(page, request);
      await page.unrouteAll();
    }
    expect(await mailsFor(email)).toHaveLength(0);
    const mail = await sendEventRequest(page, email);
    expect(mail.message.html).toContain('Een diner<br>voor twintig');
  });

  test('a send refused because the site was updated meanwhile keeps all that was typed and says to reload', async ({
    page,
  }, info) => {
    const email = unique('deploy', info.project.name);
    await page.goto('/event');
    const request = { email, message: 'Een proeverij\nvoor tien', occasion: 'proeverij' };
    await fillEventRequest(page, request);
    // A deploy went live after the page was loaded: the server knows no action by the page's id.
    await page.route('**/event', async (route) => {
      const headers = route.request().headers();
      if (route.request().method() !== 'POST' || !headers['next-action']) return route.fallback();
      await route.fallback({ headers: { ...headers, 'next-action': `7f${'0'.repeat(40)}` } });
    });
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /./ });
    await expect(alert).toHaveText(
      /^Onze site werd intussen vernieuwd: je aanvraag is niet verzonden\./,
    );
    await expect(alert).toBeFocused();
    await expectEventRequest(page, request);
    expect(await mailsFor(email)).toHaveLength(0);
  });
});

test.describe('event request without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts as a plain form: errors first, then the thank-you text and one mail', async ({
    page,
  }, info) => {
    const email = unique('nojs', info.project.name);
    await page.goto('/event');
    await page.getByLabel(/^Naam/).fill('Els Martens');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page.getByText('Telefoon is verplicht.')).toBeVisible();
    // The answer page opens at the first field to fix, not at its top.
    await expect(page.getByLabel(/^Telefoon/)).toBeFocused();
    await expectInView(page, page.locator('label[for=phone]'), page.getByLabel(/^Telefoon/));
    // What was typed survives the round trip.
    await expect(page.getByLabel(/^Naam/)).toHaveValue('Els Martens');
    await fillContact(page, {
      name: 'Els Martens',
      phone: '055 98 76 54',
      email,
      message: 'Een salon',
    });
    await page.getByLabel(/privacybeleid/).check();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const thanks = page.getByText(EVENT_THANKS);
    await expect(thanks).toBeFocused();
    await expectInView(page, thanks);
    expect(await mailsFor(email)).toHaveLength(1);
  });
});

test.describe('event request without a date picker', () => {
  test.use({ javaScriptEnabled: false });

  test('a typed date that is no day is refused with its message, not a server error', async ({
    page,
  }) => {
    for (const text of ['morgen', '2030-02-30']) {
      await page.goto('/event');
      // An old browser's date field is a text field.
      await page.locator('input[name=date]').evaluate((el, t) => {
        (el as HTMLInputElement).type = 'text';
        (el as HTMLInputElement).value = t;
      }, text);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Verzenden' }).click(),
      ]);
      expect([text, response.status()]).toEqual([text, 200]);
      await expect(page.getByText('Kies een datum vanaf vandaag.')).toBeVisible();
      await expect(page.getByText(/maart 2030/)).toHaveCount(0);
    }
  });
});

test.describe('hostile posts', { tag: ANY_SCREEN }, () => {
  test('a crafted form post far over the size cap is refused unread, and queues nothing', async ({
    request,
  }) => {
    const email = 'groot@voorbeeld.be';
    const response = await request.post('/event', {
      multipart: { name: 'Anna', email, message: 'x'.repeat(200_000) },
    });
    // Next's own refusal of a body over `bodySizeLimit`: a bare error page.
    expect(response.ok()).toBe(false);
    expect(await mailsFor(email)).toEqual([]);
  });
});
