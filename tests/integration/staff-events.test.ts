/** The staff side of the agenda: saving, cancelling and listing events, against the emulators. */
let sessionCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'beheer-sessie' && sessionCookie ? { name, value: sessionCookie } : undefined,
    set: () => {},
    delete: () => {},
  }),
  headers: async () => new Headers(),
}));
// Outside Next's request scope there are no cached pages to refresh.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { renderToStaticMarkup } from 'react-dom/server';

import EditEvent from '@/app/beheer/agenda/[id]/page';
import { GET as exportReservations } from '@/app/beheer/agenda/[id]/export/route';
import NewEvent from '@/app/beheer/agenda/nieuw/page';
import StaffAgenda from '@/app/beheer/agenda/page';
import { parseEventDocs } from '@/lib/events/schema';
import { EVENTS_COLLECTION, RESERVATIONS_COLLECTION } from '@/lib/events/store';
import { MAIL_COLLECTION } from '@/lib/mail-queue';
import { cancelEventAction, saveEventAction } from '@/lib/staff/event-actions';
import { formValues } from '@/lib/staff/event-fields';
import { getEventRow } from '@/lib/staff/events';
import { STAFF_LOG_COLLECTION } from '@/lib/staff/log';

import { clearCollection } from '../support/emulators';
import { form, sessionFor as staffSession, staffEmulators } from '../support/staff-session';

const PROJECT = 'demo-locus-lex-test';
let auth: Auth;
let db: Firestore;

const sessionFor = (email: string, staff: boolean) => staffSession(auth, email, staff);

const idle = { status: 'idle' } as const;
/** The form as staff fill it in for a tasting. */
const tasting = {
  title_nl: 'Zomerproeverij',
  title_fr: '',
  title_en: '',
  description_nl: 'Zes wijnen uit de Loire.',
  description_fr: '',
  description_en: '',
  kind: 'proeverij',
  date: '2031-07-15',
  start: '19:30',
  end: '23:00',
  audience: 'open',
  seats: '30',
  price: '27,50',
  image: '',
  status: 'planned',
};
const saved = (id: string) => ({ digest: expect.stringContaining(`bewaard=${id}`) });

async function storedEvents() {
  const snapshot = await db.collection(EVENTS_COLLECTION).get();
  return parseEventDocs(
    snapshot.docs.map((d) => ({
      id: d.id,
      data: d.data(),
      updatedAt: d.updateTime.toDate().toISOString(),
    })),
  );
}

const logLines = async () =>
  (await db.collection(STAFF_LOG_COLLECTION).orderBy('at').get()).docs.map(
    (d) => `${d.get('action')} ${d.get('by')}: ${d.get('detail')}`,
  );

/** A post of the edit form opened now, with `changes` typed in. */
async function editOf(id: string, changes: Record<string, string>) {
  const row = (await getEventRow(id))!;
  const opened = formValues(row.data);
  return form({
    ...opened,
    id,
    versie: row.version,
    geopend: JSON.stringify(opened),
    ...changes,
  });
}

describe('the staff agenda', () => {
  beforeAll(async () => {
    ({ auth, db } = await staffEmulators('staff-events-test', PROJECT));
  });
  beforeEach(async () => {
    sessionCookie = undefined;
    for (const name of [
      EVENTS_COLLECTION,
      RESERVATIONS_COLLECTION,
      STAFF_LOG_COLLECTION,
      MAIL_COLLECTION,
    ])
      await clearCollection(db, name);
  });
  afterAll(async () => {
    await db.terminate();
  });

  it('saves an event typed in Belgian hours as the right instants, in summer, in winter and across the change of clocks', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    await expect(saveEventAction(idle, form(tasting))).rejects.toMatchObject(
      saved('2031-07-15-zomerproeverij'),
    );
    const winter = { ...tasting, title_nl: 'Winteravond', date: '2031-12-12', start: '20:00' };
    // An end before the start is the next day's.
    await expect(saveEventAction(idle, form({ ...winter, end: '01:00' }))).rejects.toMatchObject(
      saved('2031-12-12-winteravond'),
    );
    // The night summer time ends: begun at UTC+2, over at UTC+1.
    const night = { ...tasting, title_nl: 'Lange nacht', date: '2031-10-25', start: '22:00' };
    await expect(saveEventAction(idle, form({ ...night, end: '04:00' }))).rejects.toMatchObject(
      saved('2031-10-25-lange-nacht'),
    );

    const { events, skipped } = await storedEvents();
    expect(skipped).toEqual([]);
    expect(events.map(({ id, start, end }) => ({ id, start, end }))).toEqual([
      {
        id: '2031-07-15-zomerproeverij',
        start: '2031-07-15T17:30:00.000Z',
        end: '2031-07-15T21:00:00.000Z',
      },
      {
        id: '2031-10-25-lange-nacht',
        start: '2031-10-25T20:00:00.000Z',
        end: '2031-10-26T03:00:00.000Z',
      },
      {
        id: '2031-12-12-winteravond',
        start: '2031-12-12T19:00:00.000Z',
        end: '2031-12-13T00:00:00.000Z',
      },
    ]);
    expect(events[0]).toMatchObject({
      title: { nl: 'Zomerproeverij', fr: '', en: '' },
      kind: 'proeverij',
      seats: 30,
      price: 27.5,
      status: 'planned',
      taken: 0,
      sequence: 0,
    });

    // The same day and title again is refused, what was typed kept; a skipped hour too.
    const again = await saveEventAction(idle, form({ ...tasting, seats: '12' }));
    expect(again).toMatchObject({
      status: 'invalid',
      errors: { title_nl: [expect.stringContaining('bestaat al')] },
      values: { seats: '12' },
    });
    const spring = { ...tasting, date: '2031-03-30', start: '02:30', end: '', kind: 'feest' };
    expect(await saveEventAction(idle, form(spring))).toMatchObject({
      status: 'invalid',
      errors: { kind: ['Kies een soort.'], end: [expect.stringContaining('einduur')] },
    });
    expect(
      await saveEventAction(idle, form({ ...spring, kind: 'salon', end: '04:00' })),
    ).toMatchObject({ status: 'invalid', errors: { start: [expect.stringContaining('2:00')] } });
    expect((await storedEvents()).events).toHaveLength(3);
    expect(await logLines()).toEqual([
      'event-save kelder@locuslex.example: 2031-07-15-zomerproeverij',
      'event-save kelder@locuslex.example: 2031-12-12-winteravond',
      'event-save kelder@locuslex.example: 2031-10-25-lange-nacht',
    ]);
  });

  it('refuses a save over a change made since the form was opened, not over a reservation, and raises the version with each save', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    const id = '2031-07-15-zomerproeverij';
    await saveEventAction(idle, form(tasting)).catch(() => {});
    const mine = await editOf(id, { seats: '40' });
    const theirs = await editOf(id, { title_fr: 'Dégustation d’été', price: '30' });
    await expect(saveEventAction(idle, theirs)).rejects.toMatchObject(saved(id));

    const refused = await saveEventAction(idle, mine);
    expect(refused).toMatchObject({
      status: 'changed',
      changes: ['Titel (Frans): – → Dégustation d’été', 'Prijs per persoon: 27,50 → 30'],
      values: { seats: '40', price: '27,50' },
    });
    const stored = async () => (await storedEvents()).events[0]!;
    expect(await stored()).toMatchObject({ seats: 30, price: 30, sequence: 1 });

    // Seats taken meanwhile change no field of the form: the save goes, and leaves them.
    const opened = await editOf(id, { seats: '25' });
    await db.collection(EVENTS_COLLECTION).doc(id).update({ taken: 4 });
    await expect(saveEventAction(idle, opened)).rejects.toMatchObject(saved(id));
    expect(await stored()).toMatchObject({ seats: 25, taken: 4, sequence: 2 });
    // Never fewer seats than are taken.
    expect(await saveEventAction(idle, await editOf(id, { seats: '3' }))).toMatchObject({
      status: 'invalid',
      errors: { seats: ['Minstens 4: zoveel plaatsen zijn al gereserveerd.'] },
    });
    // Nor is a cancel saved through the form, past the guests' mails.
    expect(await saveEventAction(idle, await editOf(id, { status: 'cancelled' }))).toMatchObject({
      status: 'invalid',
      errors: { status: [expect.stringContaining('Annuleer evenement')] },
    });
    expect(await stored()).toMatchObject({ status: 'planned', sequence: 2 });
  });

  it.each([
    ['no session', async () => undefined],
    ['an account without the staff claim', () => sessionFor('gast@voorbeeld.be', false)],
  ])('refuses %s on every agenda page, route and action, and writes nothing', async (_, make) => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    await saveEventAction(idle, form(tasting)).catch(() => {});
    await clearCollection(db, STAFF_LOG_COLLECTION);
    const before = (await db.collection(EVENTS_COLLECTION).get()).docs.map((d) => d.data());
    sessionCookie = await make();
    const id = '2031-07-15-zomerproeverij';
    const toSignIn = { digest: expect.stringContaining('/beheer/aanmelden') };
    await expect(StaffAgenda({ searchParams: Promise.resolve({}) })).rejects.toMatchObject(
      toSignIn,
    );
    await expect(NewEvent({ searchParams: Promise.resolve({}) })).rejects.toMatchObject(toSignIn);
    await expect(
      EditEvent({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) }),
    ).rejects.toMatchObject(toSignIn);
    const exported = await exportReservations(new Request('http://localhost'), {
      params: Promise.resolve({ id }),
    });
    expect(exported.status).toBe(401);
    await expect(
      saveEventAction(idle, form({ ...tasting, title_nl: 'Ingebroken' })),
    ).rejects.toMatchObject(toSignIn);
    await expect(saveEventAction(idle, form({ ...tasting, id, seats: '1' }))).rejects.toMatchObject(
      toSignIn,
    );
    await expect(cancelEventAction(form({ id }))).rejects.toMatchObject(toSignIn);

    const after = (await db.collection(EVENTS_COLLECTION).get()).docs.map((d) => d.data());
    expect(after).toEqual(before);
    expect((await db.collection(MAIL_COLLECTION).get()).size).toBe(0);
    expect(await logLines()).toEqual([]);
  });

  it('cancels an event with one mail per active reservation in its language, in one go, and logs it', async () => {
    sessionCookie = await sessionFor('bar@locuslex.example', true);
    const id = '2031-07-15-zomerproeverij';
    await saveEventAction(idle, form(tasting)).catch(() => {});
    const reservation = (name: string, email: string, locale: string, state: string) => ({
      event: id,
      name,
      email,
      phone: '+32 470 00 00 00',
      people: 2,
      message: '=HYPERLINK("x")',
      locale,
      state,
      createdAt: new Date('2031-06-01T10:00:00Z'),
      expiresAt: new Date('2031-08-15T00:00:00Z'),
    });
    const reservations = db.collection(RESERVATIONS_COLLECTION);
    await reservations.doc('an').set(reservation('An', 'an@voorbeeld.be', 'nl', 'active'));
    await reservations.doc('luc').set(reservation('Luc', 'luc@exemple.fr', 'fr', 'active'));
    await reservations.doc('kim').set(reservation('Kim', 'kim@example.com', 'en', 'cancelled'));
    await reservations
      .doc('ander')
      .set({ ...reservation('Ander', 'x@voorbeeld.be', 'nl', 'active'), event: 'ander' });
    await db.collection(EVENTS_COLLECTION).doc(id).update({ taken: 4 });

    // Its list is the staff's to download, spreadsheet-safe, with the byte order mark Excel needs.
    const exported = await exportReservations(new Request('http://localhost'), {
      params: Promise.resolve({ id }),
    });
    const csv = Buffer.from(await exported.arrayBuffer()).toString('utf8');
    expect(
      csv.startsWith('\uFEFFnaam;e-mail;telefoon;personen;taal;staat;gemaakt;bericht\r\n'),
    ).toBe(true);
    expect(csv).toContain("Luc;luc@exemple.fr;'+32 470 00 00 00;2;Frans;Actief;2031-06-01 12:00;");
    expect(csv).toContain(`'=HYPERLINK(""x"")`);

    const confirm = renderToStaticMarkup(
      await EditEvent({
        params: Promise.resolve({ id }),
        searchParams: Promise.resolve({ annuleren: '1' }),
      }),
    );
    expect(confirm).toContain('De 2 reservaties (4 personen) krijgen elk een mail');
    expect(confirm).toContain('4 personen in 2 actieve reservaties, van 30 plaatsen.');

    await expect(cancelEventAction(form({ id }))).rejects.toMatchObject({
      digest: expect.stringContaining(`/beheer/agenda/${id}?geannuleerd=2`),
    });
    const mails = (await db.collection(MAIL_COLLECTION).get()).docs.map((d) => d.data());
    const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
    expect(mails.map((m) => [m.to, m.kind, lang(m.message.html)]).sort()).toEqual([
      ['an@voorbeeld.be', 'event-cancelled', 'nl-BE'],
      ['luc@exemple.fr', 'event-cancelled', 'fr-BE'],
    ]);
    const subjects = mails.map((m) => m.message.subject as string).sort();
    expect(subjects[0]).toMatch(/^Annulé\s:\sZomerproeverij, mardi 15 juillet 2031/);
    expect(subjects[1]).toMatch(/^Geannuleerd: Zomerproeverij, dinsdag 15 juli 2031/);
    // The calendar file replaces the event in the guest's calendar: cancelled, a newer version.
    const ics = mails[0]!.message.attachments[0].content as string;
    expect(ics).toMatch(/STATUS:CANCELLED/);
    expect(ics).toMatch(/SEQUENCE:1/);

    const event = (await storedEvents()).events[0]!;
    expect(event).toMatchObject({ status: 'cancelled', sequence: 1, taken: 4 });
    const states = (await reservations.get()).docs.map((d) => `${d.id} ${d.get('state')}`);
    expect(states.sort()).toEqual([
      'an cancelled',
      'ander active',
      'kim cancelled',
      'luc cancelled',
    ]);
    expect(await logLines()).toEqual([
      `event-save bar@locuslex.example: ${id}`,
      `reservations-export bar@locuslex.example: ${id}`,
      `event-cancel bar@locuslex.example: ${id}`,
    ]);

    // A second click mails nobody again.
    await expect(cancelEventAction(form({ id }))).rejects.toMatchObject({
      digest: expect.stringContaining('geannuleerd=al'),
    });
    expect((await db.collection(MAIL_COLLECTION).get()).size).toBe(2);
  });

  it('lists the events, and a document that does not parse with its faults in Dutch', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    await saveEventAction(idle, form(tasting)).catch(() => {});
    await db
      .collection(EVENTS_COLLECTION)
      .doc('2031-01-10-kapot')
      .set({
        title: { nl: 'Kapot' },
        description: { nl: 'Iets' },
        kind: 'feest',
        start: new Date('2031-01-10T19:00:00Z'),
        end: new Date('2031-01-10T22:00:00Z'),
        seats: 0,
      });
    const page = renderToStaticMarkup(await StaffAgenda({ searchParams: Promise.resolve({}) }));
    expect(page).toContain('Niet op de site door een fout (1)');
    expect(page).toContain('2031-01-10-kapot');
    expect(page).toContain(
      'Soort (open, proeverij, salon, lezing, diner, club): ontbreekt of is ongeldig',
    );
    expect(page).toContain('Plaatsen: ontbreekt of is ongeldig');
    expect(page).toContain('dinsdag 15 juli 2031, 19:30–23:00');
    expect(page).toContain('0 van 30 genomen');
    expect(page).toContain('Nieuw evenement');

    // A copy is the same event on a day still to choose.
    const copy = renderToStaticMarkup(
      await NewEvent({ searchParams: Promise.resolve({ kopie: '2031-07-15-zomerproeverij' }) }),
    );
    expect(copy).toContain('Kopie van Zomerproeverij');
    expect(copy).toMatch(/<input[^>]*id="date"[^>]*value=""/);
    expect(copy).toMatch(/<input[^>]*id="start"[^>]*value="19:30"/);

    // Its own page shows the faults, and a form filled with what can be read.
    const edit = renderToStaticMarkup(
      await EditEvent({
        params: Promise.resolve({ id: '2031-01-10-kapot' }),
        searchParams: Promise.resolve({}),
      }),
    );
    expect(edit).toContain('Plaatsen: ontbreekt of is ongeldig');
    expect(edit).toMatch(/id="title_nl"[^>]*value="Kapot"|value="Kapot"[^>]*id="title_nl"/);
  });
});
