// `npm run test:webkit`: the visitor's main paths in WebKit, Safari's engine (tests/webkit), on
// `npm run preview` at free ports with its own embedded emulator. WebKit is WebKitGTK from
// Debian's packages, driven through its own WebDriver (`WebKitWebDriver`) in a virtual display:
// its browser has no headless mode. CI installs them (.ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildIsCurrent, builtSiteUrl } from './build-stamp.mjs';
import { canListen, ensureEmulator, freePort } from './emulator.mjs';
import { answers, waitFor } from './wait-for.mjs';

const NEEDS = {
  WebKitWebDriver: 'webkit2gtk-driver',
  Xvfb: 'xvfb',
  // Gives the browser's window the display's focus (tests/webkit/support/webdriver.ts).
  xdotool: 'xdotool',
};
const missing = Object.entries(NEEDS).filter(
  ([command]) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
);
if (missing.length) {
  console.error(
    `test:webkit needs ${missing.map(([command]) => command).join(', ')}: ` +
      `apt-get install -y ${missing.map(([, pkg]) => pkg).join(' ')}`,
  );
  process.exit(1);
}

// The port of the build there is, when it is current and was made for a free port of this machine:
// in `npm test` the e2e run's, just made. A build bakes its address in (build-stamp.mjs), so on any
// other port `npm run preview` builds the site again (the run's start took 23 s here, 9 s without).
async function sitePort() {
  const built = /^http:\/\/127\.0\.0\.1:(\d+)\/?$/.exec(builtSiteUrl() ?? '');
  if (!built || !buildIsCurrent()) return freePort();
  const port = Number(built[1]);
  return (await canListen(port)) ? port : freePort();
}

const port = await sitePort();
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
  FIREBASE_PROJECT_ID: 'demo-locus-lex',
  METADATA_SERVER_DETECTION: 'none',
  FORM_RATE_LIMIT: '0',
  SITE_URL: `http://127.0.0.1:${port}`,
};
Object.assign(process.env, env);

const children = [];
const start = (command, args, extra = {}) => {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env, ...extra });
  children.push(child);
  return child;
};
const emulator = await ensureEmulator({ hostPort: env.FIRESTORE_EMULATOR_HOST, log: () => {} });
let gtkConfig;
const stop = (code) => {
  for (const child of children) child.kill();
  if (gtkConfig) rmSync(gtkConfig, { recursive: true, force: true });
  emulator.stop();
  process.exit(code);
};

async function until(what, check, options) {
  const notUp = await waitFor(check, options);
  if (notUp) {
    console.error(`test:webkit: ${what} ${notUp}`);
    stop(1);
  }
}

// The site, built for its address first if it has to be (scripts/run.mjs). A build that fails
// ends the run at once, not after the wait for the site.
start(process.execPath, ['scripts/run.mjs', 'preview']).on('exit', (code, signal) => {
  console.error(`test:webkit: the site stopped (${code ?? signal})`);
  stop(1);
});
await until('the site', answers(env.SITE_URL), { timeoutMs: 300_000 });

// A display no one else uses, and the driver on it.
let display = 90;
while (existsSync(`/tmp/.X11-unix/X${display}`) || existsSync(`/tmp/.X${display}-lock`)) display++;
const xvfb = start('Xvfb', [`:${display}`, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp']);
await until('the display', async () => existsSync(`/tmp/.X11-unix/X${display}`), {
  timeoutMs: 20_000,
  child: xvfb,
});
// MiniBrowser's window is never narrower than its toolbar, 447 px at GTK's own sizes: a phone's
// 390 px page was shown 447 px wide. A GTK style sheet of the browser's own (in a config folder
// of this run) shrinks the toolbar's widgets, so the window fits a 320 px page; the pages
// themselves are drawn by WebKit, not GTK, and are untouched.
gtkConfig = mkdtempSync(path.join(tmpdir(), 'locus-lex-webkit-'));
mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
writeFileSync(
  path.join(gtkConfig, 'gtk-3.0', 'gtk.css'),
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n',
);
const driverPort = await freePort();
const webDriver = start('WebKitWebDriver', [`--port=${driverPort}`], {
  env: { ...env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: gtkConfig },
});
const driver = `http://127.0.0.1:${driverPort}`;
await until('WebKitWebDriver', answers(`${driver}/status`), {
  timeoutMs: 20_000,
  child: webDriver,
});

const jest = spawn(
  process.execPath,
  ['node_modules/jest/bin/jest.js', '--selectProjects', 'webkit', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...env, WEBKIT_DRIVER: driver, DISPLAY: `:${display}` } },
);
jest.on('exit', (code) => stop(code ?? 1));
