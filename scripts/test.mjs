// `npm test`: every test. The unit and integration tests run beside the browser tests' production
// build, which keeps one core of two busy for most of its minute, and the browser tests after both.
import { spawn } from 'node:child_process';

import { freePort } from './emulator.mjs';

/** @param {string[]} args @param {boolean} quiet @param {Record<string, string>} [extra] */
function run(args, quiet, extra = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...extra },
    });
    /** @type {Buffer[]} */
    const out = [];
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d) => out.push(d));
    child.on('exit', (code) => {
      process.stdout.write(Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

// One address for the build and the server: the build writes it into canonical links.
const port = { E2E_PORT: process.env.E2E_PORT || String(await freePort()) };
const [unit, build] = await Promise.all([
  run(['test:unit'], true).then(async (code) => code || run(['test:integration'], true)),
  run(['test:e2e', '--', '--build-only'], false, port),
]);
if (unit || build) process.exit(1);
process.exit(await run(['test:e2e'], false, { ...port, E2E_REUSE_BUILD: '1' }));
