// `npm run dev` / `npm run preview`: one command, nothing else to start (interfaces.md).
import { spawn } from 'node:child_process';

import { buildIsCurrent, buildServes, builtSiteUrl } from './build-stamp.mjs';
import { DEFAULT_HOST, DEFAULT_PROJECT, ensureEmulator, stopOnTakenHost } from './emulator.mjs';

const mode = process.argv[2];
if (mode !== 'dev' && mode !== 'preview') {
  console.error('usage: node scripts/run.mjs dev|preview');
  process.exit(2);
}

const env = process.env;
env.PORT ||= '3000';
env.FIRESTORE_EMULATOR_HOST ||= DEFAULT_HOST;
env.FIREBASE_PROJECT_ID ||= DEFAULT_PROJECT;
env.METADATA_SERVER_DETECTION = 'none';
env.SITE_URL ||= `http://localhost:${env.PORT}`;
env.NEXT_TELEMETRY_DISABLED = '1';

const emulator = await ensureEmulator().catch(stopOnTakenHost(mode));
const next = 'node_modules/next/dist/bin/next';

const builtFor = builtSiteUrl();
const stale = builtFor !== undefined && !buildIsCurrent();
if (mode === 'preview' && (!buildServes(env.SITE_URL, builtFor) || stale)) {
  console.log(
    !builtFor
      ? '[preview] no build for this address yet: running the build'
      : stale
        ? '[preview] the sources changed since the last build: running the build'
        : `[preview] the build links to ${builtFor}, not ${env.SITE_URL}: running the build`,
  );
  // Asynchronous: the embedded emulator lives in this process and answers the build's reads.
  const status = await new Promise((resolve) => {
    spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env }).on('exit', (code) =>
      resolve(code ?? 1),
    );
  });
  if (status !== 0) {
    emulator.stop();
    process.exit(status);
  }
}

// 'localhost', not 127.0.0.1: Next names the request's origin after this hostname, while the
// proxy (proxy.ts) sees 127.0.0.1 rewritten to 'localhost' (NextURL); with 127.0.0.1 the two
// differ and every filtered wine view is proxied over HTTP to the server itself (measured: half
// the throughput).
const child = spawn(
  process.execPath,
  [next, mode === 'dev' ? 'dev' : 'start', '-p', env.PORT, '-H', env.HOSTNAME || 'localhost'],
  { stdio: 'inherit', env },
);

const shutdown = (code) => {
  emulator.stop();
  process.exit(code);
};
child.on('exit', (code) => shutdown(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
