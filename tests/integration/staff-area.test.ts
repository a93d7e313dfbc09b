/** The staff area's gate and its spreadsheet round trip, against the Auth and Firestore emulators. */
let sessionCookie: string | undefined;
let requester = '203.0.113.9';
const cookiesSet: unknown[][] = [];
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'beheer-sessie' && sessionCookie ? { name, value: sessionCookie } : undefined,
    set: (...args: unknown[]) => cookiesSet.push(args),
    delete: () => {},
  }),
  headers: async () => new Headers({ 'x-real-ip': requester }),
}));
// Outside Next's request scope there are no cached pages to refresh.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

import { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { renderToStaticMarkup } from 'react-dom/server';

import StaffHome from '@/app/beheer/page';
import StaffRequests from '@/app/beheer/aanvragen/page';
import StaffLog from '@/app/beheer/logboek/page';
import EditWine from '@/app/beheer/wijnen/[id]/page';
import { register } from '@/instrumentation';
import StaffWines from '@/app/beheer/wijnen/page';
import { GET as exportWines } from '@/app/beheer/wijnen/export/route';
import { WINES_COLLECTION } from '@/lib/firestore';
import { MAIL_COLLECTION } from '@/lib/mail-queue';
import {
  completeSignInAction,
  requestSignInAction,
  deleteWineAction,
  markHandledAction,
  importAction,
  retryMailAction,
  saveWineAction,
  setWineFlagAction,
  signOutAction,
} from '@/lib/staff/actions';
import { pseudonym } from '@/lib/secret';
import { SIGN_IN_LIMIT } from '@/lib/staff/session';
import { STAFF_LOG_COLLECTION, STAFF_LOG_DAYS } from '@/lib/staff/log';
import { WINES_LOG_COLLECTION, getWineRow, type WineRow } from '@/lib/staff/store';
import { textValues } from '@/lib/staff/wine-fields';

import { settleAfterTasks } from '../support/after-tasks';
import { clearCollection } from '../support/emulators';
import {
  form,
  lockingTarget,
  sessionFor as staffSession,
  staffEmulators,
} from '../support/staff-session';

const PROJECT = 'demo-locus-lex-test';
let auth: Auth;
let db: Firestore;

const sessionFor = (email: string, staff: boolean) => staffSession(auth, email, staff);

/** The session's own document, as the site keeps it beside the cookie. */
const sessionDoc = (cookie: string) =>
  db.collection('staff-sessions').doc(pseudonym(`session:${cookie}`));

/** An unsigned cookie as the emulator issues them, expired an hour ago. */
function expiredCookie(uid: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://session.firebase.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: uid,
    user_id: uid,
    auth_time: past - 60,
    iat: past - 60,
    exp: past,
    email: 'oud@locuslex.example',
    staff: true,
  })}.`;
}

/** What a refused call does: it sends the visitor to the sign-in page. */
async function refused(call: () => Promise<unknown>) {
  await expect(call()).rejects.toMatchObject({
    digest: expect.stringContaining('/beheer/aanmelden'),
  });
}

const wine = {
  name: 'Sancerre Blanc',
  type: 'Wit',
  price_glass: 9,
  country: 'Frankrijk',
  region: 'Loire',
  winehouse: 'Domaine Vacheron',
  collection: 'Wijninspiratie',
  image: '',
};

const target = lockingTarget();
/** What only a real transaction proves; the setup says aloud when gcloud is missing. */
const transactional = target.name === 'google' ? it : it.skip;

/** A preview of `csv`, and its confirmation with the token the preview handed back. */
async function importCsv(csv: string) {
  const preview = await importAction({ status: 'idle' }, form({ csv }));
  if (preview.status !== 'preview') throw new Error(`no preview: ${JSON.stringify(preview)}`);
  return importAction(preview, form({ token: preview.token }));
}

/** The staff log's entries, oldest first, as `action by: detail`. */
async function staffLogLines() {
  const docs = (await db.collection(STAFF_LOG_COLLECTION).orderBy('at').get()).docs;
  return docs.map(
    (d) => `${d.get('action')} ${d.get('by')}${d.get('detail') ? `: ${d.get('detail')}` : ''}`,
  );
}

describe('the staff area', () => {
  beforeAll(async () => {
    ({ auth, db } = await staffEmulators('staff-test', PROJECT));
  });
  beforeEach(async () => {
    sessionCookie = undefined;
    for (const name of [
      WINES_COLLECTION,
      WINES_LOG_COLLECTION,
      STAFF_LOG_COLLECTION,
      MAIL_COLLECTION,
    ])
      await clearCollection(db, name);
    await db.collection(WINES_COLLECTION).doc('sancerre').set(wine);
    await db
      .collection(MAIL_COLLECTION)
      .doc('mislukt')
      .set({
        kind: 'club',
        createdAt: new Date(),
        delivery: { state: 'ERROR', error: 'SMTP 550' },
      });
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(async () => {
    await db.terminate();
  });

  const sessions: [string, () => Promise<string | undefined>][] = [
    ['no session', async () => undefined],
    ['an expired session', async () => expiredCookie((await auth.createUser({})).uid)],
    [
      'a revoked session',
      async () => {
        const cookie = await sessionFor('weg@locuslex.example', true);
        const { uid } = await auth.getUserByEmail('weg@locuslex.example');
        // Revocation counts in whole seconds: a session of the same second would still hold.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        await auth.revokeRefreshTokens(uid);
        return cookie;
      },
    ],
    ['an account without the staff claim', () => sessionFor('gast@voorbeeld.be', false)],
  ];

  it.each(sessions)(
    'refuses %s on every page, route and action, and writes nothing',
    async (_, make) => {
      sessionCookie = await make();
      await refused(() => StaffHome());
      await refused(() => StaffWines({ searchParams: Promise.resolve({}) }));
      await refused(() => StaffRequests({ searchParams: Promise.resolve({}) }));
      expect((await exportWines()).status).toBe(401);

      await refused(() =>
        saveWineAction({ status: 'idle' }, form({ ...wine, name: 'Ingebroken', price_glass: '1' })),
      );
      await refused(() => setWineFlagAction(form({ id: 'sancerre', flag: 'hidden', value: 'ja' })));
      await refused(() => deleteWineAction(form({ id: 'sancerre' })));
      await refused(() => retryMailAction(form({ id: 'mislukt' })));
      // A preview, and a confirmation (with a token).
      await refused(() => importAction({ status: 'idle' }, form({ csv: 'id;naam\n' })));
      await refused(() => importAction({ status: 'idle' }, form({ csv: 'id;naam\n', token: 't' })));
      await refused(() => markHandledAction(form({ id: 'mislukt', value: 'ja' })));

      const wines = await db.collection(WINES_COLLECTION).get();
      expect(wines.docs.map((d) => d.data())).toEqual([wine]);
      expect(
        (await db.collection(MAIL_COLLECTION).doc('mislukt').get()).get('delivery.state'),
      ).toBe('ERROR');
      expect((await db.collection(WINES_LOG_COLLECTION).get()).size).toBe(0);
      expect(await staffLogLines()).toEqual([]);
    },
    20_000,
  );

  it('answers a sign-in request at once and alike for staff and others, then mails staff only a link that works once', async () => {
    await sessionFor('kelder@locuslex.example', true);
    process.env.CLIENT_IP_HEADER = 'x-real-ip';
    await clearCollection(db, 'rate-limits');
    const ask = (email: string) => requestSignInAction({ status: 'idle' }, form({ email }));
    const signInMails = async () =>
      (await db.collection(MAIL_COLLECTION).where('kind', '==', 'sign-in').get()).docs;
    expect(await ask('kelder@locuslex.example')).toEqual({ status: 'sent' });
    expect(await ask('niemand@voorbeeld.be')).toEqual({ status: 'sent' });
    expect(await ask('geen adres')).toEqual({ status: 'invalid' });
    await settleAfterTasks();
    const mails = await signInMails();
    expect(mails.map((d) => d.get('to'))).toEqual(['kelder@locuslex.example']);
    // It says how long it works, and goes with the hour itself.
    const mail = mails[0]!;
    expect(mail.get('message.text')).toContain('binnen 15 minuten');
    const lifetime = mail.get('expiresAt').toMillis() - mail.get('createdAt').toMillis();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);

    // What fails after the answer is logged, never told: the answer was the same.
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = jest
      .spyOn(Auth.prototype, 'generateSignInWithEmailLink')
      .mockRejectedValueOnce(new Error('Google is down'));
    expect(await ask('kelder@locuslex.example')).toEqual({ status: 'sent' });
    await settleAfterTasks();
    expect(error).toHaveBeenCalledWith('[staff] sign-in link not sent: Error');
    expect(await signInMails()).toHaveLength(1);
    down.mockRestore();
    error.mockRestore();

    const link = new URL(/http\S+/.exec(mail.get('message.text'))![0]);
    const fields = Object.fromEntries(link.searchParams) as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['code', 'email', 'sig', 'until']);
    const spend = (f: Record<string, string>) => completeSignInAction(form(f));
    const failed = { digest: expect.stringContaining('/beheer/aanmelden?fout=link') };
    // Its end, signed by the site: moved on, or past, it is refused before Firebase is asked.
    await expect(
      spend({ ...fields, until: String(Number(fields.until) + 3_600_000) }),
    ).rejects.toMatchObject(failed);
    const past = String(Date.now() - 1000);
    const signedPast = pseudonym(`sign-in-link:${fields.email}:${fields.code}:${past}`);
    await expect(spend({ ...fields, until: past, sig: signedPast })).rejects.toMatchObject(failed);
    cookiesSet.length = 0;
    await expect(spend(fields)).rejects.toMatchObject({
      digest: expect.stringMatching(/;\/beheer;/),
    });
    expect(cookiesSet[0]![2]).toMatchObject({
      httpOnly: true,
      sameSite: 'strict',
      path: '/beheer',
    });
    await expect(spend(fields)).rejects.toMatchObject(failed);
    // Each spend of a link the site signed is in the staff log.
    expect(await staffLogLines()).toEqual([
      'sign-in-refused kelder@locuslex.example: link verlopen',
      'sign-in kelder@locuslex.example',
      'sign-in-refused kelder@locuslex.example: link al gebruikt of niet meer geldig',
    ]);

    // The requester is counted, and so is the site; not the staff member asked for.
    for (let i = 3; i < SIGN_IN_LIMIT; i++) await ask('niemand@voorbeeld.be');
    expect(await ask('niemand@voorbeeld.be')).toEqual({ status: 'limited' });
    for (let i = 0; i < SIGN_IN_LIMIT + 1; i++) {
      requester = `198.51.100.${i}`;
      expect(await ask('kelder@locuslex.example')).toEqual({ status: 'sent' });
    }
    await settleAfterTasks();
    expect(await signInMails()).toHaveLength(SIGN_IN_LIMIT + 2);
    requester = '203.0.113.9';
  });

  it('ends a session left idle for eight hours, and asks a recent sign-in of an import that deletes wines', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    const hour = 3_600_000;
    await sessionDoc(sessionCookie).update({ seenAt: new Date(Date.now() - 7 * hour) });
    await expect(StaffHome()).resolves.toBeTruthy();
    // Used just now: the clock of idleness starts again.
    const seen = (await sessionDoc(sessionCookie).get()).get('seenAt').toMillis();
    expect(Date.now() - seen).toBeLessThan(60_000);

    await db
      .collection(WINES_COLLECTION)
      .doc('weg')
      .set({ ...wine, name: 'Weg' });
    const { text } = { text: await (await exportWines()).text() };
    const withoutWeg = text
      .split('\r\n')
      .filter((line) => !line.startsWith('weg;'))
      .join('\r\n');
    await sessionDoc(sessionCookie).update({ signedInAt: new Date(Date.now() - 2 * hour) });
    expect(await importCsv(withoutWeg)).toEqual({
      status: 'error',
      message: expect.stringMatching(/meld je eerst opnieuw aan/),
    });
    expect((await db.collection(WINES_COLLECTION).doc('weg').get()).exists).toBe(true);
    await sessionDoc(sessionCookie).update({ signedInAt: new Date() });
    await expect(importCsv(withoutWeg)).rejects.toMatchObject({
      digest: expect.stringContaining('geimporteerd=1'),
    });

    await sessionDoc(sessionCookie).update({ seenAt: new Date(Date.now() - 9 * hour) });
    await refused(() => StaffHome());
    await sessionDoc(sessionCookie).delete();
    await refused(() => StaffHome());
  });

  it("retries only a request's failed mail still within its retention, never a sign-in link's", async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    const failed = { createdAt: new Date(), delivery: { state: 'ERROR', error: 'SMTP 550' } };
    await db
      .collection(MAIL_COLLECTION)
      .doc('link')
      .set({ ...failed, kind: 'sign-in' });
    await db
      .collection(MAIL_COLLECTION)
      .doc('oud')
      .set({ ...failed, kind: 'event', createdAt: new Date(Date.now() - 31 * 86_400_000) });
    const retry = (id: string) => retryMailAction(form({ id }));
    await expect(retry('mislukt')).rejects.toMatchObject({
      digest: expect.stringContaining('?opnieuw=1'),
    });
    for (const id of ['link', 'oud'])
      await expect(retry(id)).rejects.toMatchObject({
        digest: expect.stringMatching(/aanvragen;/),
      });
    const states = async (id: string) =>
      (await db.collection(MAIL_COLLECTION).doc(id).get()).get('delivery.state');
    expect([await states('mislukt'), await states('link'), await states('oud')]).toEqual([
      'RETRY',
      'ERROR',
      'ERROR',
    ]);
  });

  it('lets staff export the list and import it back as no change, and writes nothing from a file with a wrong row', async () => {
    sessionCookie = await sessionFor('bar@locuslex.example', true);
    await db.collection(WINES_COLLECTION).doc('kapot').set({ name: 'Zonder Prijs', type: 'rod' });

    const response = await exportWines();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    // Excel reads UTF-8 only after its byte order mark.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv.startsWith('\uFEFFid;naam;type;prijs glas;')).toBe(true);
    expect(csv).toContain('sancerre;Sancerre Blanc;Wit;9,00;');

    // The broken wine is named with its line; without it the file is the list as it is.
    const withBroken = await importAction({ status: 'idle' }, form({ csv }));
    expect(withBroken).toMatchObject({
      status: 'preview',
      plan: { invalid: [{ line: 3, message: expect.stringContaining("Type 'rod' bestaat niet") }] },
    });
    const clean = csv
      .split('\r\n')
      .filter((line) => !line.startsWith('kapot'))
      .join('\r\n');
    await db.collection(WINES_COLLECTION).doc('kapot').delete();
    expect(await importAction({ status: 'idle' }, form({ csv: clean }))).toMatchObject({
      status: 'preview',
      plan: { added: [], changed: [], removed: [], invalid: [], unchanged: 1 },
    });

    const edited = `${clean}nieuw-1;Nieuwe Wijn;Rood;abc;;;;;;;;\r\n;Andere Wijn;Rood;8,5;;;;;;;;\r\n`;
    expect(await importCsv(edited)).toEqual({
      status: 'error',
      message: expect.stringContaining('niet in orde'),
    });
    expect((await db.collection(WINES_COLLECTION).get()).size).toBe(1);
    expect((await db.collection(WINES_LOG_COLLECTION).get()).size).toBe(0);

    // Fixed, it is written whole, each change in the log.
    await expect(importCsv(edited.replace(';abc;', ';7,5;'))).rejects.toMatchObject({
      digest: expect.stringContaining('/beheer/wijnen?geimporteerd=2'),
    });
    const names = (await db.collection(WINES_COLLECTION).get()).docs.map((d) => d.get('name'));
    expect(names.sort()).toEqual(['Andere Wijn', 'Nieuwe Wijn', 'Sancerre Blanc']);
    const log = (await db.collection(WINES_LOG_COLLECTION).get()).docs.map((d) => d.data());
    expect(log).toHaveLength(2);
    expect(log.every((entry) => entry.by === 'bar@locuslex.example' && entry.before === null)).toBe(
      true,
    );
  }, 20_000);

  const idle = { status: 'idle' } as const;
  /** The wine as its form posts it. */
  const wineForm = { ...wine, price_glass: '9,00' };
  /** A post of the form opened on `row`, with `changes` typed in. */
  const editOf = (row: WineRow, changes: Record<string, string>) =>
    form({
      ...wineForm,
      id: row.id,
      versie: row.version,
      geopend: JSON.stringify(textValues(row.data)),
      ...changes,
    });
  const saved = (id: string) => ({ digest: expect.stringContaining(`bewaard=${id}`) });

  it('confirms an import only as its preview showed it, field by field, and refuses when the list or the file changed in between', async () => {
    sessionCookie = await sessionFor('bar@locuslex.example', true);
    const csv = await (await exportWines()).text();
    const dearer = csv.replace(
      'sancerre;Sancerre Blanc;Wit;9,00;',
      'sancerre;Sancerre Blanc;Wit;9,50;',
    );
    const preview = await importAction(idle, form({ csv: dearer }));
    expect(preview).toMatchObject({
      status: 'preview',
      plan: { changed: [{ name: 'Sancerre Blanc', fields: ['Prijs glas: 9,00 → 9,50'] }] },
    });
    const token = preview.status === 'preview' ? preview.token : '';
    const changedMeanwhile = {
      status: 'error',
      message: expect.stringContaining('Iemand wijzigde intussen de wijnlijst'),
    };
    if (preview.status !== 'preview') throw new Error('no preview');
    const tampered = { ...preview, text: dearer.replace('9,50', '1,00') };
    expect(await importAction(tampered, form({ token }))).toEqual(changedMeanwhile);
    // A wine added after the preview: the file, which lacks it, would have deleted it unseen.
    await expect(
      saveWineAction(idle, form({ ...wineForm, name: 'Intussen' })),
    ).rejects.toMatchObject(saved(''));
    expect(await importAction(preview, form({ token }))).toEqual(changedMeanwhile);
    const names = (await db.collection(WINES_COLLECTION).get()).docs.map((d) => d.get('name'));
    expect(names.sort()).toEqual(['Intussen', 'Sancerre Blanc']);
    expect((await db.collection(WINES_COLLECTION).doc('sancerre').get()).get('price_glass')).toBe(
      9,
    );
    expect(await importAction(idle, form({ csv: dearer }))).toMatchObject({
      plan: { removed: ['Intussen'] },
    });
  });

  transactional('applies a preview once when it is confirmed twice at once', async () => {
    sessionCookie = await sessionFor('bar@locuslex.example', true);
    const csv = `${await (await exportWines()).text()};Dubbel;Rood;8;;;;;;;;\r\n`;
    const preview = await importAction(idle, form({ csv }));
    const token = preview.status === 'preview' ? preview.token : '';
    const outcomes = await Promise.allSettled([
      importAction(preview, form({ token })),
      importAction(preview, form({ token })),
    ]);
    const applied = outcomes.filter((o) => o.status === 'rejected');
    expect(applied).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'fulfilled')).toMatchObject({
      value: { status: 'error' },
    });
    const wines = await db.collection(WINES_COLLECTION).where('name', '==', 'Dubbel').get();
    expect(wines.size).toBe(1);
  });

  it('refuses to save a wine or switch its flag over a change made since the form was opened, and says what changed', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    const opened = (await getWineRow('sancerre'))!;
    await expect(saveWineAction(idle, editOf(opened, { price_glass: '12' }))).rejects.toMatchObject(
      saved('sancerre'),
    );
    const mine = await saveWineAction(idle, editOf(opened, { region: 'Centre-Loire' }));
    expect(mine).toMatchObject({
      status: 'changed',
      changes: ['Prijs glas: 9,00 → 12,00'],
      values: { region: 'Centre-Loire', price_glass: '9,00' },
    });
    const stored = () => db.collection(WINES_COLLECTION).doc('sancerre').get();
    expect((await stored()).data()).toMatchObject({ price_glass: 12, region: 'Loire' });
    const flag = (row: WineRow) =>
      setWineFlagAction(
        form({
          id: 'sancerre',
          flag: 'soldOut',
          value: 'ja',
          versie: row.version,
          terug: '/beheer/wijnen?q=loire',
        }),
      );
    await expect(flag(opened)).rejects.toMatchObject({
      digest: expect.stringContaining('/beheer/wijnen?q=loire&gewijzigd=sancerre'),
    });
    expect((await stored()).get('soldOut')).toBe(false);
    // Nor does a click on a wine that is not there make one, or a delete over a newer version go.
    await expect(
      setWineFlagAction(form({ id: 'verzonnen', flag: 'hidden', value: 'ja', versie: '' })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('gewijzigd=verzonnen') });
    await expect(
      deleteWineAction(form({ id: 'sancerre', versie: opened.version })),
    ).rejects.toMatchObject({
      digest: expect.stringContaining('gewijzigd=sancerre'),
    });
    expect((await db.collection(WINES_COLLECTION).doc('verzonnen').get()).exists).toBe(false);
    expect((await stored()).exists).toBe(true);

    // Seen, the next save goes over it; a flag touches nothing else, not even a field the menu ignores.
    if (mine.status !== 'changed') throw new Error('not refused');
    await expect(
      saveWineAction(
        idle,
        form({ ...mine.values, id: 'sancerre', versie: mine.version, geopend: mine.opened }),
      ),
    ).rejects.toMatchObject(saved('sancerre'));
    await db.collection(WINES_COLLECTION).doc('sancerre').update({ kelder: 'B3' });
    await expect(flag((await getWineRow('sancerre'))!)).rejects.toMatchObject({
      digest: expect.not.stringContaining('gewijzigd'),
    });
    expect((await stored()).data()).toMatchObject({
      region: 'Centre-Loire',
      price_glass: 9,
      soldOut: true,
      kelder: 'B3',
    });
  });

  it('saves what a sommelier writes about a wine, reads it back, and an old sheet leaves it be', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    const told = {
      grapes: 'Sauvignon Blanc',
      vintage: '2022',
      alcohol: '13,5',
      bottle_cl: '37,5',
      note_nl: 'Vuursteen en citrus, strak.',
      note_fr: 'Silex et agrumes, tendu.',
      pairing_nl: 'Geitenkaas.',
    };
    const post = editOf((await getWineRow('sancerre'))!, told);
    post.append('labels', 'Biologisch');
    post.append('labels', 'Veganistisch');
    await expect(saveWineAction(idle, post)).rejects.toMatchObject(saved('sancerre'));
    const stored = async () => (await db.collection(WINES_COLLECTION).doc('sancerre').get()).data();
    const sommelier = {
      grapes: ['Sauvignon Blanc'],
      vintage: 2022,
      alcohol: 13.5,
      bottle_cl: 37.5,
      note: { nl: 'Vuursteen en citrus, strak.', fr: 'Silex et agrumes, tendu.', en: '' },
      pairing: { nl: 'Geitenkaas.', fr: '', en: '' },
      labels: ['organic', 'vegan'],
    };
    expect(await stored()).toEqual({ ...wine, hidden: false, soldOut: false, ...sommelier });
    const row = (await getWineRow('sancerre'))!;
    expect(textValues(row.data)).toMatchObject({ ...told, labels: 'Biologisch, Veganistisch' });
    expect(row.checked).toMatchObject({ ok: true, wine: sommelier });

    // A sheet made before these columns, its price changed, keeps them; the export has them.
    const csv = await (await exportWines()).text();
    expect(csv).toContain(';Sauvignon Blanc;2022;13,5;37,5;Vuursteen en citrus, strak.;');
    const old = csv
      .split('\r\n')
      .map((line) => line.split(';').slice(0, 12).join(';'))
      .join('\r\n')
      .replace('Sancerre Blanc;Wit;9,00;', 'Sancerre Blanc;Wit;9,50;');
    await expect(importCsv(old)).rejects.toMatchObject({
      digest: expect.stringContaining('geimporteerd=1'),
    });
    expect(await stored()).toMatchObject({ price_glass: 9.5, ...sommelier });

    // Cleared in the form, nothing of it is left in the document.
    await expect(
      saveWineAction(idle, editOf((await getWineRow('sancerre'))!, {})),
    ).rejects.toMatchObject(saved('sancerre'));
    const left = Object.keys((await stored())!).filter((key) => key in sommelier);
    expect(left).toEqual([]);
  });

  transactional('saves one of two saves of one form at once, and refuses the other', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    const opened = (await getWineRow('sancerre'))!;
    const outcomes = await Promise.allSettled([
      saveWineAction(idle, editOf(opened, { price_glass: '10' })),
      saveWineAction(idle, editOf(opened, { price_glass: '11' })),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    const refusedOne = outcomes.find((o) => o.status === 'fulfilled');
    expect(refusedOne).toMatchObject({ value: { status: 'changed' } });
    const log = await db.collection(WINES_LOG_COLLECTION).get();
    expect(log.size).toBe(1);
    expect((await db.collection(WINES_COLLECTION).doc('sancerre').get()).get('price_glass')).toBe(
      log.docs[0]!.get('after.price_glass'),
    );
  });

  it('keeps an append-only log of what staff do, with who and when, kept for its retention, and shows it in the logboek', async () => {
    sessionCookie = await sessionFor('bar@locuslex.example', true);
    const csv = await (await exportWines()).text();
    await importCsv(`${csv};Nieuw;Rood;8;;;;;;;;\r\n`).catch(() => {});
    await retryMailAction(form({ id: 'mislukt' })).catch(() => {});
    await markHandledAction(form({ id: 'mislukt', value: 'ja' })).catch(() => {});
    await markHandledAction(form({ id: 'mislukt', value: 'nee' })).catch(() => {});
    await signOutAction().catch(() => {});
    expect(await staffLogLines()).toEqual([
      'export bar@locuslex.example: 1 wijnen',
      'import-preview bar@locuslex.example: 1 toegevoegd, 0 gewijzigd, 0 verwijderd',
      'import bar@locuslex.example: 1 toegevoegd, 0 gewijzigd, 0 verwijderd',
      'mail-retry bar@locuslex.example: Clubregistratie mislukt',
      'handled bar@locuslex.example: Clubregistratie mislukt',
      'unhandled bar@locuslex.example: Clubregistratie mislukt',
      'sign-out bar@locuslex.example',
    ]);
    const entry = (await db.collection(STAFF_LOG_COLLECTION).limit(1).get()).docs[0]!;
    const kept = entry.get('expiresAt').toMillis() - entry.get('at').toMillis();
    expect(Math.round(kept / 86_400_000)).toBe(STAFF_LOG_DAYS);

    sessionCookie = await sessionFor('bar@locuslex.example', true);
    const page = renderToStaticMarkup(await StaffLog());
    for (const line of [
      'Afgemeld',
      'Aanvraag weer open',
      'Import bewaard',
      'Wijn toegevoegd (import)',
    ])
      expect(page).toContain(line);
  });

  it('in production, trusts no session while an emulator is configured, and the server does not start', async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    await expect(StaffHome()).resolves.toBeTruthy();
    const before = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: 'production',
      VERCEL: '1',
      VERCEL_ENV: 'production',
      NEXT_RUNTIME: 'nodejs',
      SITE_URL: 'https://www.locuslex.be',
      MAIL_TO: 'info@locuslex.be',
      MAIL_FROM: 'no-reply@locuslex.be',
      REVALIDATE_SECRET: 'een geheim',
      RATE_LIMIT_SALT: 'een ander geheim',
      FIREBASE_API_KEY: 'sleutel',
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {}) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(StaffHome()).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set/);
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Configuration error: FIRESTORE_EMULATOR_HOST is set .*; FIREBASE_AUTH_EMULATOR_HOST is set .*\.$/,
        ),
      );
    } finally {
      process.env = before;
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it("answers a wine's address that does not decode with the 404 page, not an error", async () => {
    sessionCookie = await sessionFor('kelder@locuslex.example', true);
    await expect(
      EditWine({ params: Promise.resolve({ id: '%E0%A4%A' }), searchParams: Promise.resolve({}) }),
    ).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});
