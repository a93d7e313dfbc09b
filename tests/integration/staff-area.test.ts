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

import { getApps, initializeApp } from 'firebase-admin/app';
import { Auth, getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import StaffHome from '@/app/beheer/page';
import StaffRequests from '@/app/beheer/aanvragen/page';
import StaffWines from '@/app/beheer/wijnen/page';
import { GET as exportWines } from '@/app/beheer/wijnen/export/route';
import { MAIL_COLLECTION, WINES_COLLECTION } from '@/lib/firestore';
import {
  completeSignIn,
  requestSignIn,
  confirmImport,
  deleteWineAction,
  previewImport,
  retryMailAction,
  saveWineAction,
  setWineFlag,
} from '@/lib/staff/actions';
import { pseudonym } from '@/lib/secret';
import { keepSession, SIGN_IN_LIMIT } from '@/lib/staff/session';
import { WINES_LOG_COLLECTION } from '@/lib/staff/store';

import { settleAfterTasks } from '../support/after-tasks';
import { clearCollection, connect, emulatorTargets } from '../support/emulators';

const PROJECT = 'demo-locus-lex-test';
let auth: Auth;
let db: Firestore;

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** A session cookie for `email` made the way the site makes one: an e-mail link, spent. */
async function sessionFor(email: string, staff: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email }));
  await auth.setCustomUserClaims(user.uid, staff ? { staff: true } : {});
  const link = await auth.generateSignInWithEmailLink(email, {
    url: 'http://localhost/beheer/aanmelden/link',
    handleCodeInApp: true,
  });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, oobCode: new URL(link).searchParams.get('oobCode') }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: 3_600_000 });
  await keepSession(cookie);
  return cookie;
}

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

describe('the staff area', () => {
  beforeAll(async () => {
    process.env.METADATA_SERVER_DETECTION = 'none';
    const app =
      getApps().find((a) => a.name === 'staff-test') ??
      initializeApp({ projectId: PROJECT }, 'staff-test');
    auth = getAuth(app);
    db = await connect(
      emulatorTargets().find((t) => t.name === 'embedded')!,
      PROJECT,
    );
  });
  beforeEach(async () => {
    sessionCookie = undefined;
    for (const name of [WINES_COLLECTION, WINES_LOG_COLLECTION, MAIL_COLLECTION])
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
      await refused(() => setWineFlag(form({ id: 'sancerre', flag: 'hidden', value: 'ja' })));
      await refused(() => deleteWineAction(form({ id: 'sancerre' })));
      await refused(() => retryMailAction(form({ id: 'mislukt' })));
      await refused(() => confirmImport({ status: 'idle' }, form({ csv: 'id;naam\n' })));

      const wines = await db.collection(WINES_COLLECTION).get();
      expect(wines.docs.map((d) => d.data())).toEqual([wine]);
      expect(
        (await db.collection(MAIL_COLLECTION).doc('mislukt').get()).get('delivery.state'),
      ).toBe('ERROR');
      expect((await db.collection(WINES_LOG_COLLECTION).get()).size).toBe(0);
    },
    20_000,
  );

  it('answers a sign-in request at once and alike for staff and others, then mails staff only a link that works once', async () => {
    await sessionFor('kelder@locuslex.example', true);
    process.env.CLIENT_IP_HEADER = 'x-real-ip';
    await clearCollection(db, 'rate-limits');
    const ask = (email: string) => requestSignIn({ status: 'idle' }, form({ email }));
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
    expect(lifetime).toBe(3_600_000);

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
    const spend = (f: Record<string, string>) => completeSignIn(form(f));
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
    expect(await confirmImport({ status: 'idle' }, form({ csv: withoutWeg }))).toEqual({
      status: 'error',
      message: expect.stringMatching(/meld je eerst opnieuw aan/),
    });
    expect((await db.collection(WINES_COLLECTION).doc('weg').get()).exists).toBe(true);
    await sessionDoc(sessionCookie).update({ signedInAt: new Date() });
    await expect(
      confirmImport({ status: 'idle' }, form({ csv: withoutWeg })),
    ).rejects.toMatchObject({
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
    const withBroken = await previewImport({ status: 'idle' }, form({ csv }));
    expect(withBroken).toMatchObject({
      status: 'preview',
      plan: { invalid: [{ line: 3, message: expect.stringContaining("Type 'rod' bestaat niet") }] },
    });
    const clean = csv
      .split('\r\n')
      .filter((line) => !line.startsWith('kapot'))
      .join('\r\n');
    await db.collection(WINES_COLLECTION).doc('kapot').delete();
    expect(await previewImport({ status: 'idle' }, form({ csv: clean }))).toMatchObject({
      status: 'preview',
      plan: { added: [], changed: [], removed: [], invalid: [], unchanged: 1 },
    });

    const edited = `${clean}nieuw-1;Nieuwe Wijn;Rood;abc;;;;;;;;\r\n;Andere Wijn;Rood;8,5;;;;;;;;\r\n`;
    const state = await confirmImport({ status: 'idle' }, form({ csv: edited }));
    expect(state).toMatchObject({
      status: 'preview',
      plan: { invalid: [{ line: 3, message: "Prijs glas 'abc' is geen bedrag" }] },
    });
    expect((await db.collection(WINES_COLLECTION).get()).size).toBe(1);
    expect((await db.collection(WINES_LOG_COLLECTION).get()).size).toBe(0);

    // Fixed, it is written whole, each change in the log.
    await expect(
      confirmImport({ status: 'idle' }, form({ csv: edited.replace(';abc;', ';7,5;') })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('/beheer/wijnen?geimporteerd=2') });
    const names = (await db.collection(WINES_COLLECTION).get()).docs.map((d) => d.get('name'));
    expect(names.sort()).toEqual(['Andere Wijn', 'Nieuwe Wijn', 'Sancerre Blanc']);
    const log = (await db.collection(WINES_LOG_COLLECTION).get()).docs.map((d) => d.data());
    expect(log).toHaveLength(2);
    expect(log.every((entry) => entry.by === 'bar@locuslex.example' && entry.before === null)).toBe(
      true,
    );
  }, 20_000);
});
