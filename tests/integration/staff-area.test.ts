/** The staff area's gate and its spreadsheet round trip, against the Auth and Firestore emulators. */
let sessionCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'beheer-sessie' && sessionCookie ? { name, value: sessionCookie } : undefined,
    set: () => {},
    delete: () => {},
  }),
  headers: async () => new Headers({ 'x-real-ip': '203.0.113.9' }),
}));
// Outside Next's request scope there are no cached pages to refresh.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
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
import { SIGN_IN_LIMIT } from '@/lib/staff/session';
import { WINES_LOG_COLLECTION } from '@/lib/staff/store';

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
  return auth.createSessionCookie(idToken, { expiresIn: 3_600_000 });
}

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

  it('answers a sign-in request alike for staff and others, mails only staff, and counts per e-mail', async () => {
    await sessionFor('kelder@locuslex.example', true);
    process.env.CLIENT_IP_HEADER = 'x-real-ip';
    await clearCollection(db, 'rate-limits');
    const ask = (email: string) => requestSignIn({ status: 'idle' }, form({ email }));
    expect(await ask('kelder@locuslex.example')).toEqual({ status: 'sent' });
    expect(await ask('niemand@voorbeeld.be')).toEqual({ status: 'sent' });
    expect(await ask('geen adres')).toEqual({ status: 'invalid' });
    const mails = (await db.collection(MAIL_COLLECTION).where('kind', '==', 'sign-in').get()).docs;
    expect(mails.map((d) => d.get('to'))).toEqual(['kelder@locuslex.example']);
    // The mailed link signs in once; spent, it sends back to the sign-in page with a message.
    const link = new URL(/http\S+/.exec(mails[0]!.get('message.text'))![0]);
    const fields = { email: link.searchParams.get('email')!, code: link.searchParams.get('code')! };
    await expect(completeSignIn(form(fields))).rejects.toMatchObject({
      digest: expect.stringMatching(/;\/beheer;/),
    });
    await expect(completeSignIn(form(fields))).rejects.toMatchObject({
      digest: expect.stringContaining('/beheer/aanmelden?fout=link'),
    });
    for (let i = 1; i < SIGN_IN_LIMIT; i++) await ask('niemand@voorbeeld.be');
    expect(await ask('niemand@voorbeeld.be')).toEqual({ status: 'limited' });
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
