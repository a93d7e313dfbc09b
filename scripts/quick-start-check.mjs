// CI's check of the README's first command, `npm run dev` (interfaces.md): on a fresh clone it
// serves the whole site on the embedded emulator, seeded with the sample wines, and stops with
// everything it started on Ctrl+C. `npm test` cannot hold it: a developer's own `npm run dev` keeps
// Next's lock on `.next/dev`, and a second dev server in the same folder refuses to start. Run as
// `node scripts/quick-start-check.mjs` after `npm ci`, on ports of its own.
import { spawn } from 'node:child_process';

import { freePort, isListening, sampleWines } from './emulator.mjs';
import { answers, waitFor } from './wait-for.mjs';

const port = await freePort();
const emulatorHost = `127.0.0.1:${await freePort()}`;
const site = `http://localhost:${port}`;
// `next dev` compiles each route on its first request: minutes on a slow two-core machine.
const COMPILE_MS = 180_000;

const dev = spawn('npm', ['run', 'dev'], {
  env: { ...process.env, PORT: String(port), FIRESTORE_EMULATOR_HOST: emulatorHost },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, so Ctrl+C can be sent to npm, the runner and Next at once, as a
  // terminal does.
  detached: true,
});
let output = '';
for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk) => (output += chunk));
/** How `npm run dev` ended (its exit code or signal), once it has. */
const exited = new Promise((resolve) => dev.on('exit', (code, signal) => resolve(code ?? signal)));

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`quick start: ${message}`);
};

async function get(path) {
  const response = await fetch(new URL(path, site), { signal: AbortSignal.timeout(COMPILE_MS) });
  return { status: response.status, html: await response.text() };
}

/** The pages a newcomer opens first, each with what shows it is whole and holds the sample data. */
const wines = sampleWines();
const PAGES = [
  { path: '/', status: 200, shows: ['lang="nl-BE"', '<title>1504 Locus Lex'] },
  { path: '/wijnen', status: 200, shows: [`>${wines.length} wijnen<`, wines[0].name] },
  {
    path: '/wijnen?type=Rood',
    status: 200,
    shows: ['<title>Onze Wijnen · Rood', 'content="noindex, follow"'],
  },
  { path: '/wijnen/De%20Koele%20Giraf', status: 200, shows: ['Wijnen van De Koele Giraf'] },
  { path: '/event', status: 200, shows: ['<form', 'name="email"'] },
  { path: '/bestaat-niet', status: 404, shows: ['lang="nl-BE"'] },
];

const started = Date.now();
// A dev server that cannot start (another one holds `.next/dev`) is reported as soon as it stops.
const notServing = await waitFor(answers(new URL('/', site), COMPILE_MS), {
  timeoutMs: COMPILE_MS,
  intervalMs: 1000,
  child: dev,
});
if (notServing) fail(`npm run dev ${notServing}`);
else {
  for (const { path, status, shows } of PAGES) {
    const page = await get(path).catch((error) => ({ status: String(error), html: '' }));
    const missing = shows.filter((text) => !page.html.includes(text));
    if (page.status !== status) fail(`${path} answered ${page.status}, not ${status}`);
    else if (missing.length) fail(`${path} does not show ${missing.join(', ')}`);
  }
}

// Ctrl+C: the runner stops Next and its emulator, and nothing of it keeps running.
try {
  process.kill(-dev.pid, 'SIGINT');
} catch {
  // Already gone: `exited` says how.
}
let timer;
const stopped = await Promise.race([
  exited.then(() => true),
  new Promise((resolve) => (timer = setTimeout(() => resolve(false), 20_000))),
]);
clearTimeout(timer);
if (!stopped) {
  fail('npm run dev did not stop within 20 s of Ctrl+C');
  process.kill(-dev.pid, 'SIGKILL');
}
if (await isListening(emulatorHost)) fail(`its emulator still listens on ${emulatorHost}`);
// Asked at `localhost`, the name it serves under, whichever address that is on this machine.
if (await get('/').catch(() => undefined)) fail(`${site} still answers`);

if (failures.length) {
  console.error(`quick start: the output of npm run dev:\n${output}`);
  process.exit(1);
}
console.log(
  `quick start: npm run dev served ${PAGES.length} pages on the sample wines and stopped ` +
    `on Ctrl+C (${Math.round((Date.now() - started) / 1000)} s)`,
);
