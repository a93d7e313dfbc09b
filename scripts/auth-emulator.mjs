// The Firebase Authentication emulator of firebase-tools for the staff sign-in: started when
// nothing answers on FIREBASE_AUTH_EMULATOR_HOST, with a config of its own on free ports.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DEFAULT_PROJECT, freePort, isListening, splitHost } from './emulator.mjs';

export const DEFAULT_AUTH_HOST = '127.0.0.1:9099';
/** The account `npm run dev` signs in with: the sample staff member. */
export const SAMPLE_STAFF = 'beheer@locuslex.example';

export async function ensureAuthEmulator({
  hostPort = process.env.FIREBASE_AUTH_EMULATOR_HOST || DEFAULT_AUTH_HOST,
  projectId = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT,
  log = console.log,
} = {}) {
  if (await isListening(hostPort)) {
    log(`[auth] using the emulator already answering on ${hostPort}`);
    return { hostPort, stop: () => {} };
  }
  const { host, port } = splitHost(hostPort);
  // A start that fails (seen once, right after another run) is tried once more, with new ports
  // for the hub and the logger, which are picked free before firebase-tools takes them.
  for (let attempt = 1; ; attempt++) {
    const started = await startAuth(host, port, hostPort, projectId);
    if (started) {
      log(`[auth] emulator started on ${hostPort}`);
      return { hostPort, stop: started.stop };
    }
    if (attempt === 2)
      throw new Error(`[auth] the Authentication emulator did not start on ${hostPort}`);
  }
}

/** One start of the emulator; null when it exits or does not answer within a minute. */
async function startAuth(
  /** @type {string} */ host,
  /** @type {number} */ port,
  /** @type {string} */ hostPort,
  /** @type {string} */ projectId,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'locus-lex-auth-'));
  const config = {
    emulators: {
      auth: { host, port },
      hub: { host, port: await freePort() },
      logging: { host, port: await freePort() },
      ui: { enabled: false },
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const cli = path.resolve('node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', projectId],
    { cwd: dir, detached: true, stdio: 'ignore', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  const stop = () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (!(await isListening(hostPort))) {
    if (exited || Date.now() > deadline) {
      stop();
      return null;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { stop };
}

/** Gives `email` the staff claim, creating its account when there is none. */
export async function addStaff(
  /** @type {import('firebase-admin/auth').Auth} */ auth,
  /** @type {string} */ email,
) {
  const user = await auth.getUserByEmail(email).catch(async (/** @type {any} */ error) => {
    if (error?.code !== 'auth/user-not-found') throw error;
    return auth.createUser({ email, emailVerified: true });
  });
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, staff: true });
  return user.uid;
}

/** firebase-admin's Auth on the emulator at `hostPort`. */
export async function emulatorAuth(/** @type {string} */ hostPort, projectId = DEFAULT_PROJECT) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hostPort;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const name = `auth-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}
