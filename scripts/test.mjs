// `npm test`: every test. The unit and integration tests run beside the browser tests' production
// build, which keeps one core of two busy for most of its minute; their output shows when they end.
import { spawn } from 'node:child_process';

/** @param {string} script @param {boolean} quiet */
function run(script, quiet) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const out = [];
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d) => out.push(d));
    child.on('exit', (code) => resolve({ code: code ?? 1, out: Buffer.concat(out).toString() }));
  });
}

const jest = (async () => {
  const unit = await run('test:unit', true);
  const integration = unit.code === 0 ? await run('test:integration', true) : { code: 0, out: '' };
  process.stdout.write(unit.out + integration.out);
  return unit.code || integration.code;
})();
const codes = await Promise.all([jest, run('test:e2e', false).then((r) => r.code)]);
process.exit(codes.find((code) => code !== 0) ?? 0);
