/** Reservations against a real emulator: seats taken in a transaction, mails, cancel links. */
let requester = '203.0.113.20';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-real-ip': requester }),
}));
// Outside Next's request scope there are no cached pages to refresh.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

import type { Firestore } from 'firebase-admin/firestore';

import { cancelReservationAction, reserveAction } from '@/lib/events/actions';
import { reservationMails } from '@/lib/events/mail';
import type { HouseEvent } from '@/lib/events/schema';
import { EVENT_FIELD } from '@/lib/forms/constants';
import {
  cancelSignature,
  EVENTS_COLLECTION,
  queryEvents,
  RESERVATIONS_COLLECTION,
  reserve,
} from '@/lib/events/store';
import { MAIL_COLLECTION } from '@/lib/mail-queue';
import { RATE_LIMIT_COLLECTION } from '@/lib/rate-limit';
import { getSiteConfig } from '@/lib/site-config';

import { readCalendar } from '../support/calendar';
import { clearCollection, connect, emulatorTargets } from '../support/emulators';

const PROJECT = 'demo-locus-lex-reservations';
const targets = emulatorTargets();
const target = targets.find((t) => t.name === 'google') ?? targets[0]!;
/** Only Google's emulator locks in a transaction; the setup says aloud when gcloud is missing. */
const transactional = target.name === 'google' ? it : it.skip;
let db: Firestore;

const DAY = 86_400_000;
const ID = '2030-03-30-proeverij';
const event = (fields: Record<string, unknown> = {}) => ({
  title: { nl: 'Proeverij', fr: 'Dégustation', en: 'Tasting' },
  description: { nl: 'Zes wijnen.', fr: 'Six vins.', en: 'Six wines.' },
  kind: 'proeverij',
  // Either side of the change to summer time in Brussels (31 March 2030).
  start: new Date('2030-03-30T18:30:00Z'),
  end: new Date('2030-03-31T19:00:00Z'),
  audience: 'open',
  seats: 20,
  price: 35,
  status: 'planned',
  taken: 0,
  ...fields,
});

function post(fields: Record<string, string>): FormData {
  const data = new FormData();
  const all = {
    name: 'Sofie De Smet',
    phone: '+32 470 12 34 56',
    email: 'sofie@example.be',
    people: '2',
    message: '',
    privacyAccepted: 'on',
    taal: 'fr',
    [EVENT_FIELD]: ID,
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) data.set(key, value);
  return data;
}

const mails = async () => (await db.collection(MAIL_COLLECTION).get()).docs.map((d) => d.data());
const taken = async (id = ID) =>
  (await db.collection(EVENTS_COLLECTION).doc(id).get()).get('taken') as number;

beforeAll(async () => {
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIREBASE_PROJECT_ID = PROJECT;
  db = await connect(target, PROJECT);
  process.env.FIRESTORE_EMULATOR_HOST = target.hostPort;
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
beforeEach(async () => {
  for (const name of [EVENTS_COLLECTION, RESERVATIONS_COLLECTION, MAIL_COLLECTION])
    await clearCollection(db, name);
  await clearCollection(db, RATE_LIMIT_COLLECTION);
  await db.collection(EVENTS_COLLECTION).doc(ID).set(event());
  requester = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
});
afterAll(async () => {
  await db.terminate();
});

describe('a reservation', () => {
  it('takes its seats and mails the staff in Dutch and the visitor in their language with the event', async () => {
    await expect(reserveAction({ status: 'idle' }, post({}))).resolves.toEqual({
      status: 'success',
    });
    expect(await taken()).toBe(2);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const staff = sent.find((m) => m.to === getSiteConfig().mail.to)!;
    expect(staff.message.subject).toMatch(
      /^Nieuwe reservatie: Sofie De Smet, 2 personen, Proeverij/,
    );
    expect(staff.message.text).toContain('Taal: Frans');
    // Addressed without the typed name, which is the visitor's to choose.
    const visitor = sent.find((m) => m.to === 'sofie@example.be')!;
    expect(visitor.message.subject).toMatch(
      /^Votre réservation pour Dégustation, le samedi 30 mars 2030/,
    );
    expect(visitor.message.html).toContain('lang="fr-BE"');
    // The cancel link carries a signature of this reservation only.
    const link = /https?:\/\/\S+\/fr\/agenda\/annuler\?r=([^&\s]+)&s=([0-9a-f]+)/.exec(
      visitor.message.text,
    )!;
    expect(link[2]).toBe(cancelSignature(link[1]!));
    // The attached event reads, in an independent parser, at its hours on Brussels' clock.
    const [file] = visitor.message.attachments;
    expect(readCalendar(file.content)).toEqual([
      expect.objectContaining({
        summary: 'Dégustation',
        start: '2030-03-30T19:30:00',
        end: '2030-03-31T21:00:00',
        endUtc: '2030-03-31T19:00:00.000Z',
      }),
    ]);
  });

  it('carries nothing the visitor typed back to them but their name, short and escaped', async () => {
    const name = '<b>Bezoek</b> https://phish.example ' + 'x'.repeat(50);
    await reserveAction(
      { status: 'idle' },
      post({ name, message: 'Klik op https://phish.example', email: 'doel@example.be' }),
    );
    const visitor = (await mails()).find((m) => String(m.to).includes('doel@example.be'))!;
    expect(visitor.message.text).not.toContain('Klik op');
    // The name in letters only: no tag, no address a mail program would turn into a link.
    expect(visitor.message.html).not.toMatch(/<b>|&lt;b|phish\.example/);
    expect(visitor.message.text).not.toMatch(/https?:\/\/phish|phish\.example/);
    expect(visitor.message.text).toMatch(/^Bonjour bBezoekb httpsphishexample x+,$/m);
    expect(visitor.message.text).not.toContain('x'.repeat(30));
  });

  it('is taken once when sent twice, and refused when more people come than seats are left', async () => {
    await reserveAction({ status: 'idle' }, post({}));
    // A retry is told it went well, as the first was: nobody learns who reserved by asking.
    const again = await reserveAction({ status: 'idle' }, post({ email: 'Sofie+x@Example.be' }));
    expect(again).toEqual({ status: 'success' });
    expect(await mails()).toHaveLength(2);
    expect(await taken()).toBe(2);
    await db.collection(EVENTS_COLLECTION).doc(ID).update({ taken: 19 });
    const tooMany = await reserveAction(
      { status: 'idle' },
      post({ email: 'ander@example.be', people: '3', taal: 'nl' }),
    );
    expect(tooMany).toMatchObject({
      message: 'Er is nog maar 1 plaats vrij: pas het aantal personen aan.',
    });
    expect(await taken()).toBe(19);
  });

  it('is refused for a cancelled or past event, a club evening and an unknown one', async () => {
    const refuse = async (fields: Record<string, unknown>) => {
      await db.collection(EVENTS_COLLECTION).doc(ID).set(event(fields));
      return reserveAction({ status: 'idle' }, post({ taal: 'en' }));
    };
    const closed = { status: 'error', message: 'Reservations for this event are closed.' };
    await expect(refuse({ status: 'cancelled' })).resolves.toMatchObject(closed);
    await expect(refuse({ audience: 'club' })).resolves.toMatchObject(closed);
    await expect(
      refuse({ start: new Date(Date.now() - DAY), end: new Date(Date.now() + DAY) }),
    ).resolves.toMatchObject(closed);
    await expect(
      reserveAction({ status: 'idle' }, post({ [EVENT_FIELD]: '2030-01-01-bestaat-niet' })),
    ).resolves.toMatchObject({ status: 'error' });
    expect(await mails()).toHaveLength(0);
  });

  it('asks for a number of people from 1 to 10, in the form’s language', async () => {
    const answer = await reserveAction({ status: 'idle' }, post({ people: '11', taal: 'nl' }));
    expect(answer).toMatchObject({
      status: 'invalid',
      errors: { people: ['Kies een aantal personen van 1 tot 10.'] },
    });
  });
});

describe('a cancel link', () => {
  it('frees the seats once, and a tampered one is refused', async () => {
    await reserveAction({ status: 'idle' }, post({ people: '3' }));
    const text = (await mails()).find((m) => m.message.attachments)!.message.text as string;
    const [, r, s] = /\?r=([^&\s]+)&s=([0-9a-f]+)/.exec(text)!;
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return data;
    };
    const tampered = `${s!.slice(0, -1)}${s!.endsWith('0') ? '1' : '0'}`;
    await expect(
      cancelReservationAction({ status: 'idle' }, form({ r: r!, s: tampered })),
    ).resolves.toEqual({ status: 'invalid' });
    expect(await taken()).toBe(3);
    await expect(
      cancelReservationAction({ status: 'idle' }, form({ r: r!, s: s! })),
    ).resolves.toEqual({ status: 'cancelled' });
    await expect(
      cancelReservationAction({ status: 'idle' }, form({ r: r!, s: s! })),
    ).resolves.toEqual({ status: 'already' });
    expect(await taken()).toBe(0);
    // The visitor's word that it went through, and the staff's notice.
    expect((await mails()).map((m) => m.message.subject).sort()).toEqual([
      expect.stringMatching(/^Nieuwe reservatie/),
      expect.stringMatching(/^Reservatie geannuleerd/),
      'Votre réservation est annulée : Dégustation',
      expect.stringMatching(/^Votre réservation pour/),
    ]);
  });
});

describe('the events read', () => {
  it('leaves out an invalid document and names its faults in Dutch', async () => {
    await db
      .collection(EVENTS_COLLECTION)
      .doc('2030-04-01-kapot')
      .set(event({ kind: 'feest', end: new Date('2030-03-01T00:00:00Z') }));
    const { events, skipped } = await queryEvents();
    expect(events.map((e) => e.id)).toEqual([ID]);
    expect(skipped).toEqual([
      {
        id: '2030-04-01-kapot',
        faults: [expect.stringMatching(/^Soort .*: ontbreekt of is ongeldig$/)],
      },
    ]);
  });
});

describe('many reservations at once', () => {
  transactional(
    'never take more seats than the event has, and each accepted one has its document and mails',
    async () => {
      const site = getSiteConfig();
      const attempts = Array.from({ length: 40 }, (_, i) => {
        const fields = {
          name: `Gast ${i}`,
          email: `gast${i}@example.be`,
          phone: '+32 470 00 00 00',
          people: (i % 2) + 1,
          message: '',
          locale: 'nl' as const,
        };
        return reserve({ event: ID, ...fields }, (held: HouseEvent, id: string) =>
          reservationMails(held, id, cancelSignature(id), fields, site),
        );
      });
      // A transaction that lost to the others too often fails: its visitor is told to try again.
      const outcomes = await Promise.allSettled(attempts);
      const accepted = outcomes.filter(
        (o) => o.status === 'fulfilled' && o.value.outcome === 'reserved',
      );
      const reservations = await db.collection(RESERVATIONS_COLLECTION).get();
      const seats = reservations.docs.reduce((sum, d) => sum + (d.get('people') as number), 0);
      expect(seats).toBeLessThanOrEqual(20);
      expect(await taken()).toBe(seats);
      expect(reservations.size).toBe(accepted.length);
      expect(await mails()).toHaveLength(2 * accepted.length);
      expect(accepted.length).toBeGreaterThan(0);
    },
    180_000,
  );
});
