import type { Firestore } from 'firebase-admin/firestore';

let clientIp = '203.0.113.7';
// The operator's proxy overwrites x-real-ip; x-forwarded-for is whatever the client wrote.
let forged = '192.0.2.1';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-real-ip': clientIp, 'x-forwarded-for': forged }),
}));

import { HONEYPOT, LANGUAGE_FIELD, UNREAD } from '@/lib/forms/constants';
import { clubAction, eventAction } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/values';
import { MAIL_COLLECTION, MAIL_RETENTION_DAYS } from '@/lib/mail-queue';
import { RATE_LIMIT_COLLECTION } from '@/lib/rate-limit';

import { clearCollection, connect, emulatorTargets } from '../support/emulators';

const idle: FormState = { status: 'idle' };
let n = 0;

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

const validClub = () =>
  form({
    name: `Anna De Smet ${++n}`,
    phone: '+32 470 12 34 56',
    email: 'anna@voorbeeld.be',
    message: '',
    keysAccepted: 'on',
    privacyAccepted: 'on',
  });

/** Bram Peeters, who asks for an event: his contact and the privacy box. */
const bram = {
  name: 'Bram Peeters',
  phone: '055 00 00 00',
  email: 'bram@voorbeeld.be',
  privacyAccepted: 'on',
};

describe('form actions against the embedded emulator', () => {
  let db: Firestore;
  const embedded = emulatorTargets().find((t) => t.name === 'embedded')!;

  beforeAll(async () => {
    db = await connect(embedded, process.env.FIREBASE_PROJECT_ID!);
  });
  beforeEach(async () => {
    process.env.FORM_RATE_LIMIT = '0';
    process.env.FORM_RATE_LIMIT_SITE = '0';
    process.env.CLIENT_IP_HEADER = 'x-real-ip';
    clientIp = `203.0.113.${++n % 250}`;
    await clearCollection(db, MAIL_COLLECTION);
    await clearCollection(db, RATE_LIMIT_COLLECTION);
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(async () => {
    await db.terminate();
  });

  const mails = async () => (await db.collection(MAIL_COLLECTION).get()).docs.map((d) => d.data());

  it('writes exactly one mail document for a valid club registration, logging no personal data', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const state = await clubAction(idle, validClub());
    expect(state).toEqual({ status: 'success' });
    const docs = await mails();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      to: 'info@locuslex.example',
      from: `"Anna De Smet ${n} via localhost" <no-reply@locuslex.example>`,
      replyTo: `"Anna De Smet ${n}" <anna@voorbeeld.be>`,
      message: { subject: `Nieuw clublid: Anna De Smet ${n}` },
    });
    expect(docs[0]?.message.html).toContain('tel:+32470123456');
    expect(docs[0]?.message.text).toContain('anna@voorbeeld.be');
    // Kept a month for the delivery, then deleted by Firestore's TTL policy on expiresAt.
    const keptFor = docs[0]?.expiresAt.toMillis() - docs[0]?.createdAt.toMillis();
    expect(Math.abs(keptFor - MAIL_RETENTION_DAYS * 86_400_000)).toBeLessThan(60_000);
    expect(MAIL_RETENTION_DAYS).toBe(30);
    const logged = info.mock.calls.flat().join(' ');
    expect(logged).toBe('[forms] club mail queued');
    expect(logged).not.toContain('Anna');
    expect(logged).not.toContain('anna@voorbeeld.be');
  });

  it('writes nothing for an invalid submission and returns the errors with the typed values', async () => {
    // A message of a space and zero-width characters shows nothing: no message.
    const message = ' \u200b\u2060';
    const state = await eventAction(idle, form({ name: 'Anna', email: 'anna@', message }));
    expect(state.status).toBe('invalid');
    if (state.status !== 'invalid') throw new Error('unreachable');
    expect(state.errors).toMatchObject({
      phone: ['Telefoon is verplicht.'],
      message: ['Bericht is verplicht.'],
      privacyAccepted: ['U moet de privacyvoorwaarden accepteren.'],
    });
    expect(state.values).toMatchObject({ name: 'Anna', message });
    expect(await mails()).toHaveLength(0);
  });

  it('answers in the language the form was filled in, and tells the staff in Dutch which it was', async () => {
    const refused = await eventAction(idle, form({ email: 'anna@', [LANGUAGE_FIELD]: 'fr' }));
    expect(refused).toMatchObject({
      status: 'invalid',
      errors: {
        name: ['Le nom est obligatoire.'],
        email: ['Saisissez une adresse e-mail valable, par exemple nom@exemple.be.'],
      },
    });
    const english = await eventAction(idle, form({ [LANGUAGE_FIELD]: 'en' }));
    expect(english).toMatchObject({ errors: { phone: ['Phone is required.'] } });
    // A language the site does not have is Dutch.
    const other = await eventAction(idle, form({ [LANGUAGE_FIELD]: 'de' }));
    expect(other).toMatchObject({ errors: { phone: ['Telefoon is verplicht.'] } });
    expect(await mails()).toHaveLength(0);

    const sent = validClub();
    sent.set(LANGUAGE_FIELD, 'en');
    expect(await clubAction(idle, sent)).toEqual({ status: 'success' });
    const [mail] = await mails();
    expect(mail?.message.subject).toMatch(/^Nieuw clublid: /);
    expect(mail?.message.text).toContain('Taal: Engels');
  });

  it('writes nothing for an event whose date the browser could not read, and asks for the whole date', async () => {
    // A date typed in part is posted empty; the form names it in its UNREAD field.
    const fields = { ...bram, message: 'Een diner', date: '' };
    const state = await eventAction(idle, form({ ...fields, [UNREAD]: 'date' }));
    expect(state).toMatchObject({
      status: 'invalid',
      errors: {
        date: ['Vul de datum volledig in (dag, maand en jaar), of laat het veld leeg.'],
      },
      values: { name: 'Bram Peeters', date: '' },
    });
    expect(await mails()).toHaveLength(0);
    // Sent again without a date at all, as the message allows, it goes.
    expect(await eventAction(idle, form(fields))).toEqual({ status: 'success' });
    expect(await mails()).toHaveLength(1);
  });

  it('pretends success and writes nothing when the honeypot is filled', async () => {
    const fd = validClub();
    fd.set(HONEYPOT, 'http://spam.example');
    expect(await clubAction(idle, fd)).toEqual({ status: 'success' });
    expect(await mails()).toHaveLength(0);
  });

  it('writes one document when the same request arrives twice (double click, resent POST)', async () => {
    const fields = {
      ...bram,
      message: 'Een lezing voor 40 mensen',
      guests: '40',
      occasion: 'lezing',
    };
    const [a, b] = await Promise.all([
      eventAction(idle, form(fields)),
      eventAction(idle, form(fields)),
    ]);
    expect(a).toEqual({ status: 'success' });
    expect(b).toEqual({ status: 'success' });
    await eventAction(idle, form(fields));
    const docs = await mails();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.message.text).toContain('Aantal gasten: 40');
  });

  it('refuses more than FORM_RATE_LIMIT submissions an hour from one address, per form', async () => {
    process.env.FORM_RATE_LIMIT = '2';
    expect((await clubAction(idle, validClub())).status).toBe('success');
    expect((await clubAction(idle, validClub())).status).toBe('success');
    const third = await clubAction(idle, validClub());
    expect(third.status).toBe('error');
    if (third.status === 'error') expect(third.message).toContain('Te veel aanvragen');
    // Another form and another address have their own count.
    expect(
      (
        await eventAction(
          idle,
          form({
            name: 'X',
            phone: '055 00 00 00',
            email: 'x@y.be',
            message: 'm',
            privacyAccepted: 'on',
          }),
        )
      ).status,
    ).toBe('success');
    clientIp = '198.51.100.1';
    expect((await clubAction(idle, validClub())).status).toBe('success');
    expect(await mails()).toHaveLength(4);
    // Counters are stored under a hash, never the address.
    const counters = await db.collection(RATE_LIMIT_COLLECTION).get();
    expect(counters.docs.map((d) => d.id).join(' ')).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });

  it('counts a request once however often it arrives, so a double click leaves the visitor their other requests', async () => {
    process.env.FORM_RATE_LIMIT = '2';
    const fd = validClub();
    const [a, b] = await Promise.all([clubAction(idle, fd), clubAction(idle, fd)]);
    expect([a.status, b.status]).toEqual(['success', 'success']);
    expect((await clubAction(idle, fd)).status).toBe('success');
    // One mail, one count: a second, different request still fits in the hour.
    expect((await clubAction(idle, validClub())).status).toBe('success');
    expect(await mails()).toHaveLength(2);
    const third = await clubAction(idle, validClub());
    expect(third.status).toBe('error');
    // Over the limit, the request already queued is still answered as sent, not refused.
    expect((await clubAction(idle, fd)).status).toBe('success');
    expect(await mails()).toHaveLength(2);
  });

  it('counts the address the proxy gives, whatever the client writes in X-Forwarded-For', async () => {
    process.env.FORM_RATE_LIMIT = '2';
    for (const i of [1, 2, 3]) {
      forged = `192.0.2.${i}`;
      const state = await clubAction(idle, validClub());
      expect([i, state.status]).toEqual([i, i < 3 ? 'success' : 'error']);
    }
    // An IPv6 address counts per /64: a phone that changes its address within it is one sender.
    for (const [i, address] of [
      '2001:db8:1:2::a',
      '2001:db8:1:2:ffff::b',
      '2001:db8:1:2::c',
    ].entries()) {
      clientIp = address;
      const state = await clubAction(idle, validClub());
      expect([address, state.status]).toEqual([address, i < 2 ? 'success' : 'error']);
    }
  });

  it('caps the whole site per hour with FORM_RATE_LIMIT_SITE, in Dutch', async () => {
    process.env.FORM_RATE_LIMIT = '5';
    process.env.FORM_RATE_LIMIT_SITE = '2';
    for (const i of [1, 2, 3]) {
      clientIp = `198.51.100.${10 + i}`;
      const state = await clubAction(idle, validClub());
      expect([i, state.status]).toEqual([i, i < 3 ? 'success' : 'error']);
      if (state.status === 'error')
        expect(state.message).toMatch(/^Te veel aanvragen op dit moment/);
    }
    expect(await mails()).toHaveLength(2);
  });

  it('answers a crafted call without a form as an invalid form, not with an error', async () => {
    for (const posted of ['tekst', null, { name: 'Anna' }, 42])
      expect(await clubAction(idle, posted as unknown as FormData)).toMatchObject({
        status: 'invalid',
        errors: { name: ['Naam is verplicht.'] },
      });
    expect(await mails()).toHaveLength(0);
  });

  it('escapes hostile HTML, keeps line breaks out of the headers and controls out of the bodies', async () => {
    const fd = validClub();
    fd.set('name', 'Eve <b>"x"</b>\r\nBcc: all@x.be');
    fd.set('message', '<script>alert(1)</script>\r\n\u202eTafel\u0000 2');
    expect((await clubAction(idle, fd)).status).toBe('success');
    const [doc] = await mails();
    expect(doc?.from).not.toMatch(/[\r\n]/);
    expect(doc?.replyTo).not.toMatch(/[\r\n]/);
    expect(doc?.message.html).not.toContain('<script>');
    expect(doc?.message.html).toContain('&lt;/script&gt;<br>Tafel 2');
    // No control character or direction override reaches either body.
    expect(doc?.message.text).toContain('</script>\nTafel 2');
    expect(`${doc?.message.html}${doc?.message.text}`).not.toMatch(/[\u0000\r\u202e]/);
  });
});
