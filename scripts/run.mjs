// `npm run dev` / `npm run preview`: the embedded emulator (seeded), the Authentication emulator
// with one staff account, and Next, in one command.
import { spawn } from 'node:child_process';

import {
  addStaff,
  DEFAULT_AUTH_HOST,
  emulatorAuth,
  ensureAuthEmulator,
  SAMPLE_STAFF,
} from './auth-emulator.mjs';
import { buildFor, builtFor } from './build.mjs';
import { DEFAULT_HOST, DEFAULT_PROJECT, ensureEmulator } from './emulator.mjs';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'preview') {
  console.error('usage: node scripts/run.mjs dev|preview');
  process.exit(2);
}

const env = process.env;
env.PORT ||= '3000';
env.FIRESTORE_EMULATOR_HOST ||= DEFAULT_HOST;
env.FIREBASE_PROJECT_ID ||= DEFAULT_PROJECT;
env.FIREBASE_AUTH_EMULATOR_HOST ||= DEFAULT_AUTH_HOST;
env.METADATA_SERVER_DETECTION = 'none';
env.SITE_URL ||= `http://localhost:${env.PORT}`;
env.NEXT_TELEMETRY_DISABLED = '1';

const firestore = await ensureEmulator();
const auth = await ensureAuthEmulator();
await addStaff(
  await emulatorAuth(env.FIREBASE_AUTH_EMULATOR_HOST, env.FIREBASE_PROJECT_ID),
  SAMPLE_STAFF,
);
console.log(`[auth] staff sign in at /beheer as ${SAMPLE_STAFF}; the link shows here`);
const emulator = { stop: () => (firestore.stop(), auth.stop()) };
const next = 'node_modules/next/dist/bin/next';

// The emulator lives in this process, so the build that reads it must not block it.
if (mode === 'preview' && builtFor() !== env.SITE_URL) {
  console.log(`[preview] no build for ${env.SITE_URL} yet: running \`next build\``);
  const status = await buildFor(env);
  if (status !== 0) {
    emulator.stop();
    process.exit(status);
  }
}

const args = [next, mode === 'dev' ? 'dev' : 'start', '-p', env.PORT];
if (env.HOSTNAME) args.push('-H', env.HOSTNAME);
const child = spawn(process.execPath, args, { stdio: 'inherit', env });
child.on('exit', (code) => {
  emulator.stop();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
