// The embedded Firestore emulator: started when nothing answers on FIRESTORE_EMULATOR_HOST,
// seeded with the sample wine list when its wine collection is empty.
import { readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';

export const DEFAULT_HOST = '127.0.0.1:8080';
export const DEFAULT_PROJECT = 'demo-locus-lex';
const WINES = '1504-wines';

export function sampleWines() {
  return JSON.parse(readFileSync(new URL('./sample-wines.json', import.meta.url), 'utf8'));
}

export function splitHost(hostPort) {
  const i = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, i) || '127.0.0.1', port: Number(hostPort.slice(i + 1)) };
}

export function isListening(hostPort, timeoutMs = 500) {
  const { host, port } = splitHost(hostPort);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether what answers on `hostPort` speaks HTTP/2 without TLS, as the gRPC of every Firestore
 * emulator does (the embedded one and Google's): it sends its settings on a new connection. A web
 * server or anything else on the port (8080 is a common one) does not.
 */
export function speaksHttp2(hostPort, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const session = http2.connect(`http://${hostPort}`);
    const done = (ok) => {
      clearTimeout(timer);
      session.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    session.once('remoteSettings', () => done(true));
    // `on`, not `once`: a second error from the session would otherwise be thrown as unhandled.
    session.on('error', () => done(false));
  });
}

/** The emulator's address is held by something that is not a Firestore emulator. */
export class EmulatorHostTaken extends Error {
  constructor(hostPort) {
    super(
      `${hostPort} is taken by something that is not a Firestore emulator (it does not speak ` +
        `gRPC)`,
    );
    this.name = 'EmulatorHostTaken';
    this.hostPort = hostPort;
  }
}

/**
 * For the commands that start the site or the emulator (`npm run <script>`): a taken address is
 * said in one line, with the way out written for the command the developer ran, not as the
 * Firestore client's stack trace after 40 s of retries, and the command ends with 1. The address
 * it offers is one nothing listens on now (the first free port after the taken one: 8081 for
 * 8080 as a rule), so following it does not meet the same line again. Any other error is thrown
 * on.
 */
export function stopOnTakenHost(script) {
  return async (error) => {
    if (!(error instanceof EmulatorHostTaken)) throw error;
    const port = await freePortAfter(error.hostPort);
    console.error(
      `[firestore] ${error.message}. Stop it, or give the emulator another address, for ` +
        `example FIRESTORE_EMULATOR_HOST=127.0.0.1:${port} npm run ${script}`,
    );
    process.exit(1);
  };
}

/** Ports chosen for later: below Linux's ephemeral range (32768-60999). */
export const FREE_PORT_RANGE = { from: 20000, to: 32767 };

/** Whether nothing listens on `port` of 127.0.0.1 now. */
export function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A free port to listen on later. Not one the kernel hands out (port 0): those are the ports it
 * also gives outgoing connections, and the e2e server, which listens only after a 90-second
 * build, once lost its port to one of them (EADDRINUSE in CI). Below that range, a port stays
 * free until someone listens on it.
 */
export async function freePort() {
  const { from, to } = FREE_PORT_RANGE;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

/**
 * The first port after the one `hostPort` names that nothing listens on now, of the next twenty
 * (a machine's own servers cluster around 8080); a free port elsewhere when all of them are taken.
 */
export async function freePortAfter(hostPort) {
  const { port } = splitHost(hostPort);
  for (let next = port + 1; next <= Math.min(port + 20, 65535); next++) {
    if (await canListen(next)) return next;
  }
  return freePort();
}

/** A firebase-admin Firestore client for a given emulator, without touching process.env. */
export async function emulatorDb(hostPort, projectId = DEFAULT_PROJECT) {
  process.env.METADATA_SERVER_DETECTION = 'none';
  // firebase-admin's own re-export of the client class: no import of its dependency by name.
  const { Firestore } = await import('firebase-admin/firestore');
  // FIRESTORE_EMULATOR_HOST would override `host`: hide it while the client reads its settings.
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return new Firestore({ projectId, host: hostPort, ssl: false, preferRest: false });
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

export async function seedIfEmpty(db, wines = sampleWines()) {
  const existing = await db.collection(WINES).limit(1).get();
  if (!existing.empty) return 0;
  const batch = db.batch();
  for (const { id, ...wine } of wines) batch.set(db.collection(WINES).doc(id), wine);
  await batch.commit();
  return wines.length;
}

/**
 * Where Next keeps the wine reads it caches (`unstable_cache`), on disk and for minutes: under
 * `next build` and `next start`, and under `next dev`. Their keys do not name the database.
 */
export const DATA_CACHES = [
  path.join('.next', 'cache', 'fetch-cache'),
  path.join('.next', 'dev', 'cache', 'fetch-cache'),
];

/** Drops the wine reads Next cached from an earlier database (DATA_CACHES below `root`). */
function forgetCachedReads(root) {
  for (const dir of DATA_CACHES) rmSync(path.join(root, dir), { recursive: true, force: true });
}

/**
 * Starts the embedded emulator on the host `hostPort` names, not on every interface: the package
 * binds `0.0.0.0`, which opened a dev machine's database (and its mail queue) to the whole network
 * it sits on, a café's Wi-Fi included. Its gRPC server is asked to bind the named host instead.
 */
async function startOn(server, hostPort) {
  const { host, port } = splitHost(hostPort);
  // `server` is the package's gRPC server, private in its types only.
  const grpc = server.server;
  if (typeof grpc?.bindAsync !== 'function') {
    throw new Error('@firestore-emulator/server changed: cannot bind it to loopback only');
  }
  const bind = grpc.bindAsync.bind(grpc);
  grpc.bindAsync = (address, credentials, callback) =>
    bind(address.replace(/^0\.0\.0\.0:/, `${host}:`), credentials, callback);
  await server.start(port);
}

/**
 * Uses the emulator that answers on `hostPort`, else starts the embedded emulator there; throws
 * `EmulatorHostTaken` when what answers there is no emulator.
 * Returns a stop function (a no-op when the emulator was already running).
 *
 * An emulator started here holds nothing but the sample wines, so the reads Next cached from an
 * earlier one are forgotten (in the project at `cacheRoot`; `null` leaves them): after `npm test`,
 * whose last e2e test adds wines, `npm run preview` built and served the test's wines for up to
 * five minutes. One that was already answering is the same database, and its reads are kept.
 */
export async function ensureEmulator({
  hostPort = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_HOST,
  projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT,
  seed = true,
  cacheRoot = process.cwd(),
  log = console.log,
} = {}) {
  let server;
  if (await isListening(hostPort)) {
    if (!(await speaksHttp2(hostPort))) throw new EmulatorHostTaken(hostPort);
    log(`[firestore] using the emulator already answering on ${hostPort}`);
  } else {
    const { FirestoreServer } = await import('@firestore-emulator/server');
    server = new FirestoreServer();
    await startOn(server, hostPort);
    log(`[firestore] embedded emulator started on ${hostPort}`);
    if (cacheRoot !== null) forgetCachedReads(cacheRoot);
  }
  const db = await emulatorDb(hostPort, projectId);
  if (seed) {
    const n = await seedIfEmpty(db);
    if (n) log(`[firestore] seeded ${n} sample wines`);
  }
  await db.terminate();
  return {
    hostPort,
    started: Boolean(server),
    stop: () => server?.stop(),
  };
}
