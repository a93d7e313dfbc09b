/** Form posts many at once, and while the database is gone and back: the app's own action. */
import { AsyncLocalStorage } from 'node:async_hooks';

import type { Firestore } from 'firebase-admin/firestore';

const sender = new AsyncLocalStorage<string>();
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-real-ip': sender.getStore() ?? '203.0.113.1' }),
}));

import { ensureEmulator, freePort } from '../../scripts/emulator.mjs';
import type { FormState } from '@/lib/forms/values';

import { settleAfterTasks } from '../support/after-tasks';
import { clearCollection, connect, emulatorTargets } from '../support/emulators';

type Action = (state: FormState, fd: FormData) => Promise<FormState>;
const idle: FormState = { status: 'idle' };
const LIMIT = 10;

function eventRequest(n: number): FormData {
  const fd = new FormData();
  const fields = {
    name: `Gast ${n}`,
    phone: '055 00 00 00',
    email: `gast${n}@voorbeeld.be`,
    message: `Een proeverij voor ${n} mensen`,
    privacyAccepted: 'on',
  };
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** The event form's action with a Firestore client of its own on `hostPort`. */
async function appOn(hostPort: string, project: string) {
  jest.resetModules();
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: hostPort,
    FIREBASE_PROJECT_ID: project,
    CLIENT_IP_HEADER: 'x-real-ip',
    FORM_RATE_LIMIT: String(LIMIT),
    FORM_RATE_LIMIT_SITE: '200',
  });
  const { eventAction: requestEvent } = await import('@/lib/forms/actions');
  const { getDb } = await import('@/lib/firestore');
  // A write the visitor stopped waiting for ends first: a client closed under it fails uncaught.
  const close = async () => (await settleAfterTasks(), await getDb().terminate());
  return { requestEvent: requestEvent as Action, close };
}

const from = (action: Action, address: string, fd: FormData) =>
  sender.run(address, () => action(idle, fd));

let errors: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(emulatorTargets())('form posts many at once on the $name emulator', (target) => {
  const project = `demo-under-load-${target.name}`;
  let db: Firestore;
  let app: Awaited<ReturnType<typeof appOn>>;
  const mails = async () => (await db.collection('mail').get()).size;

  beforeAll(async () => {
    app = await appOn(target.hostPort, project);
    db = await connect(target, project);
  });
  beforeEach(async () => {
    await clearCollection(db, 'mail');
    await clearCollection(db, 'rate-limits');
  });
  afterAll(async () => {
    await app.close();
    await db.terminate();
  });

  it('queues 50 requests from 50 addresses, each once', async () => {
    const states = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        from(app.requestEvent, `198.51.100.${i + 1}`, eventRequest(i)),
      ),
    );
    expect(states.filter((s) => s.status !== 'success')).toEqual([]);
    expect(await mails()).toBe(50);
  }, 30_000);

  it('queues exactly the limit of 50 requests from one address, and refuses the rest in Dutch', async () => {
    const states = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        from(app.requestEvent, '198.51.100.200', eventRequest(100 + i)),
      ),
    );
    const refused = states.flatMap((s) => (s.status === 'error' ? [s.message] : []));
    expect(states.filter((s) => s.status === 'success')).toHaveLength(LIMIT);
    expect(refused).toHaveLength(50 - LIMIT);
    for (const message of refused) expect(message).toMatch(/^Te veel aanvragen vanaf dit adres/);
    expect(await mails()).toBe(LIMIT);
  }, 30_000);

  it('queues the same request sent twice at once one time', async () => {
    const states = await Promise.all([
      from(app.requestEvent, '198.51.100.201', eventRequest(300)),
      from(app.requestEvent, '198.51.100.201', eventRequest(300)),
    ]);
    expect(states).toEqual([{ status: 'success' }, { status: 'success' }]);
    expect(await mails()).toBe(1);
  });
});

describe('a form post while the database is gone', () => {
  const project = 'demo-database-gone';
  let hostPort: string;
  let emulator: Awaited<ReturnType<typeof ensureEmulator>>;
  const start = () => ensureEmulator({ hostPort, projectId: project, seed: false, log: () => {} });

  beforeAll(async () => {
    hostPort = `127.0.0.1:${await freePort()}`;
    emulator = await start();
  });
  afterAll(() => emulator.stop());

  it('keeps every field and says so in Dutch with the venue’s address, logs nothing personal, and sends once when it is back', async () => {
    const app = await appOn(hostPort, project);
    emulator.stop();
    const state = await from(app.requestEvent, '198.51.100.202', eventRequest(400));
    expect(state).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Er ging iets mis.*info@locuslex\.example/s),
      values: {
        name: 'Gast 400',
        phone: '055 00 00 00',
        email: 'gast400@voorbeeld.be',
        message: 'Een proeverij voor 400 mensen',
      },
    });
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Gast 400|gast400/);
    emulator = await start();
    // The visitor sends again, as the message asks, until the reconnected client gets through.
    let again = await from(app.requestEvent, '198.51.100.202', eventRequest(400));
    for (let tries = 1; again.status !== 'success' && tries < 4; tries++)
      again = await from(app.requestEvent, '198.51.100.202', eventRequest(400));
    expect(again).toEqual({ status: 'success' });
    expect(await from(app.requestEvent, '198.51.100.202', eventRequest(400))).toEqual({
      status: 'success',
    });
    const db = await connect({ name: 'embedded', hostPort }, project);
    expect((await db.collection('mail').get()).size).toBe(1);
    await db.terminate();
    await app.close();
  }, 60_000);
});
