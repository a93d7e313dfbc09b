// `npm run build`: Next's production build, then the compile hints on the scripts every page
// starts with (compile-hints.mjs). `npm run preview`, the e2e run and the bench build through here
// too, so what they measure and test is what is deployed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

import nextEnv from '@next/env';

import { storageBucketCheck } from '../lib/storage-bucket.mjs';
import { actionKeyCheck } from './action-key.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { siteUrlCheck } from './site-url.mjs';

// Settings `next build` bakes in whatever they are stop here when wrong: the forms' action key
// (action-key.mjs: one its encryption cannot use), the site's address (site-url.mjs: not a site's
// root, or localhost or plain http in production) and the photos' bucket (storage-bucket.mjs: not
// a bucket's name); a Vercel build without them says what that costs. Read with the .env files
// `next build` reads (.env.production, .env), so the checks see the values the build gets.
nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error: console.error });
for (const check of [actionKeyCheck(), siteUrlCheck(), storageBucketCheck()]) {
  if (check && 'error' in check) {
    console.error(`[build] ${check.error}`);
    process.exit(1);
  }
  if (check) console.warn(`[build] ${check.warning}`);
}

// `next start` keeps each optimised picture in .next/cache/images by its URL for hours, across
// builds: a picture replaced under the same name (public/images) went on showing its old self.
// Vercel keys them by the file's content; here each build starts without them.
rmSync('.next/cache/images', { recursive: true, force: true });

const { status } = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (status !== 0) process.exit(status ?? 1);

const hinted = addCompileHints();
// The build stands without them (the e2e suite fails on their absence), so a Next that names its
// startup scripts elsewhere does not block a deploy.
if (hinted.length === 0)
  console.warn('[build] no startup scripts in .next/build-manifest.json: no compile hints added');
else console.log(`[build] compile hints on ${hinted.length} startup scripts`);
