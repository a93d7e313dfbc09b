// `npm run test:e2e`: a fresh production build, then Playwright against `npm run preview`
// on free ports with its own embedded emulator.
import { spawnSync } from 'node:child_process';

import { freePort } from './emulator.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
env.E2E_PORT ||= String(await freePort());
env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
env.FIREBASE_PROJECT_ID = 'demo-locus-lex';
env.METADATA_SERVER_DETECTION = 'none';
env.REVALIDATE_SECRET ||= 'e2e-revalidate-secret';
env.FORM_RATE_LIMIT ||= '0';
env.SITE_URL = `http://127.0.0.1:${env.E2E_PORT}`;

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;

if (env.E2E_REUSE_BUILD !== '1') {
  const status = run(['node_modules/next/dist/bin/next', 'build']);
  if (status !== 0) process.exit(status);
}
process.exit(run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]));
