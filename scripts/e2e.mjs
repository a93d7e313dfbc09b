// `npm run test:e2e`: a fresh production build, then Playwright against `npm run preview`
// on free ports with its own embedded emulator.
import { spawn } from 'node:child_process';

import { ensureAuthEmulator } from './auth-emulator.mjs';
import { buildFor, builtFor } from './build.mjs';
import { ensureEmulator, freePort } from './emulator.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
env.E2E_PORT ||= String(await freePort());
env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
env.FIREBASE_PROJECT_ID = 'demo-locus-lex';
env.METADATA_SERVER_DETECTION = 'none';
env.REVALIDATE_SECRET ||= 'e2e-revalidate-secret';
env.FORM_RATE_LIMIT ||= '0';
env.FORM_RATE_LIMIT_SITE ||= '0';
env.SITE_URL = `http://127.0.0.1:${env.E2E_PORT}`;
env.SAMPLE_TODAY ||= new Date().toISOString();

// Asynchronous on purpose: the embedded emulator lives in this process and must keep answering.
const run = (args) =>
  new Promise((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit', env }).on('exit', (code) =>
      resolve(code ?? 1),
    );
  });

// The emulator runs before the build, so pages cached at build time (home, inspiratie) hold the
// sample house wines; the preview that Playwright starts finds it answering and uses it. It is a
// new one on a free port, so the wine reads cached on disk by earlier runs are dropped with it.
Object.assign(process.env, env);
const firestore = await ensureEmulator({ hostPort: env.FIRESTORE_EMULATOR_HOST, log: () => {} });
const auth = await ensureAuthEmulator({ log: () => {} });
const emulator = { stop: () => (firestore.stop(), auth.stop()) };

// Built here, not by the preview Playwright starts, so the build's output shows. A build made
// for this address already (a fixed E2E_PORT) is used as it is with E2E_REUSE_BUILD=1.
if (env.E2E_REUSE_BUILD !== '1' || builtFor() !== env.SITE_URL) {
  const status = await buildFor(env);
  if (status !== 0) {
    emulator.stop();
    process.exit(status);
  }
}
const status = await run([
  'node_modules/@playwright/test/cli.js',
  'test',
  ...process.argv.slice(2),
]);
emulator.stop();
process.exit(status);
