// `npm run test:e2e`: a fresh production build, then Playwright against `npm run preview`
// on free ports with its own embedded emulator.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

import { ensureAuthEmulator } from './auth-emulator.mjs';
import { buildFor, builtFor } from './build.mjs';
import { ensureEmulator, freePort } from './emulator.mjs';

// `npm test` passes --with-integration: the integration tests run while the build compiles (they
// wait on their own emulators, the build leaves a core idle), their output printed after it.
const withIntegration = process.argv.includes('--with-integration');
const integration = withIntegration ? besideTheBuild('test:integration') : Promise.resolve(0);

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
const built = env.E2E_REUSE_BUILD !== '1' || builtFor() !== env.SITE_URL ? await buildFor(env) : 0;
const integrated = await integration;
if (built !== 0 || integrated !== 0) {
  emulator.stop();
  process.exit(built || integrated);
}
const status = await run([
  'node_modules/@playwright/test/cli.js',
  'test',
  ...process.argv.slice(2).filter((arg) => arg !== '--with-integration'),
]);
emulator.stop();
process.exit(status);

/** An npm script run with the caller's environment, its output held until it ends. */
async function besideTheBuild(/** @type {string} */ script) {
  const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env } });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const [code] = await once(child, 'close');
  process.stdout.write(Buffer.concat(output));
  return code ?? 1;
}
