// The embedded Firestore emulator: started when nothing answers on FIRESTORE_EMULATOR_HOST,
// seeded with the sample wine list when its wine collection is empty.
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';

import { sampleEvents } from '../lib/content/sample-events.mjs';

export const DEFAULT_HOST = '127.0.0.1:8080';
export const DEFAULT_PROJECT = 'demo-locus-lex';
const WINES = '1504-wines';
const EVENTS = '1504-events';

/** @returns {{ id: string } & Record<string, unknown>[]} */
export function sampleWines() {
  return JSON.parse(readFileSync(new URL('./sample-wines.json', import.meta.url), 'utf8'));
}

/** @param {string} hostPort */
export function splitHost(hostPort) {
  const i = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, i) || '127.0.0.1', port: Number(hostPort.slice(i + 1)) };
}

/** @param {string} hostPort @returns {Promise<boolean>} */
export function isListening(hostPort) {
  const { host, port } = splitHost(hostPort);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Every Firestore emulator speaks gRPC, HTTP/2 without TLS; 8080 is a common web port too. */
function speaksHttp2(/** @type {string} */ hostPort) {
  return new Promise((resolve) => {
    const session = http2.connect(`http://${hostPort}`);
    const done = (/** @type {boolean} */ ok) => {
      clearTimeout(timer);
      session.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 2000);
    session.once('remoteSettings', () => done(true));
    session.on('error', () => done(false));
  });
}

/** Whether nothing listens on `port` of 127.0.0.1 now. @param {number} port */
function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Ports chosen for later: below Linux's ephemeral range, so no outgoing connection takes them. */
export const FREE_PORT_RANGE = { from: 20000, to: 32767 };

export async function freePort() {
  const { from, to } = FREE_PORT_RANGE;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

/** A firebase-admin Firestore client for one emulator, whatever FIRESTORE_EMULATOR_HOST says. */
export async function emulatorDb(/** @type {string} */ hostPort, projectId = DEFAULT_PROJECT) {
  process.env.METADATA_SERVER_DETECTION = 'none';
  const { Firestore } = await import('firebase-admin/firestore');
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return new Firestore({ projectId, host: hostPort, ssl: false, preferRest: false });
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

/** @param {import('firebase-admin/firestore').Firestore} db @param {string} name */
async function seedIfEmpty(db, name, docs) {
  const existing = await db.collection(name).limit(1).get();
  if (!existing.empty) return 0;
  const batch = db.batch();
  for (const { id, ...doc } of docs) batch.set(db.collection(name).doc(id), doc);
  await batch.commit();
  return docs.length;
}

/**
 * Uses the emulator answering on `hostPort`, else starts the embedded one there, bound to that
 * host only (the package binds every interface, which would open a laptop's mail queue to a café).
 */
export async function ensureEmulator({
  hostPort = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_HOST,
  projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT,
  seed = true,
  log = console.log,
} = {}) {
  /** @type {import('@firestore-emulator/server').FirestoreServer | undefined} */
  let server;
  if (await isListening(hostPort)) {
    if (!(await speaksHttp2(hostPort))) {
      console.error(
        `[firestore] ${hostPort} is taken by something that is not a Firestore emulator: stop it or set FIRESTORE_EMULATOR_HOST to another address`,
      );
      process.exit(1);
    }
    log(`[firestore] using the emulator already answering on ${hostPort}`);
  } else {
    const { FirestoreServer } = await import('@firestore-emulator/server');
    server = new FirestoreServer();
    const { host, port } = splitHost(hostPort);
    /** @type {any} the package's gRPC server, private in its types only */
    const grpc = /** @type {any} */ (server).server;
    const bind = grpc.bindAsync.bind(grpc);
    grpc.bindAsync = (/** @type {string} */ address, /** @type {unknown[]} */ ...rest) =>
      bind(address.replace(/^0\.0\.0\.0:/, `${host}:`), ...rest);
    await server.start(port);
    log(`[firestore] embedded emulator started on ${hostPort}`);
  }
  const db = await emulatorDb(hostPort, projectId);
  if (seed) {
    const n = await seedIfEmpty(db, WINES, sampleWines());
    if (n) log(`[firestore] seeded ${n} sample wines`);
    const e = await seedIfEmpty(db, EVENTS, sampleEvents());
    if (e) log(`[firestore] seeded ${e} sample events`);
  }
  await db.terminate();
  return { hostPort, started: Boolean(server), stop: () => server?.stop() };
}
