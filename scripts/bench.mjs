// `npm run bench`: speed of the production build, measured, not guessed.
// (a) Lighthouse, mobile and desktop, median of 3 runs after a warm-up, per route;
// (b) the gzip bytes of JavaScript each route loads; (c) load with autocannon on the wine pages
// and on a static asset of the same server. Writes bench-results/latest.json.
// Beside the site, the same three measures of a bare Next 16 page (bench/bare-next, built and
// served here with the repository's Next): the reference the JavaScript budget counts from, and
// what the framework alone scores on this machine in this run.
// Options (env): BENCH_ROUTES=/,/wijnen  BENCH_RUNS=3  BENCH_SKIP_LIGHTHOUSE=1  BENCH_SECONDS=5  BENCH_ROUNDS=3
//   BENCH_OUT=bench-results/latest.json  BENCH_CHROME_FLAGS='--disable-features=PaintHolding' (extra
//   flags for Lighthouse's Chromium, for diagnosis; docs/speed.md says why that one matters)
//   BENCH_THROTTLING=devtools (Chromium itself on the throttled line, its LCP observed instead of
//   simulated; a diagnosis beside the budget, which is Lighthouse's default, `simulate`)
//   BENCH_PROTOCOL=http1 (Lighthouse straight at `next start`'s HTTP/1.1 instead of through the
//   HTTP/2 front a phone gets from the CDN, scripts/h2-front.mjs; for comparison)
//   BENCH_NODE=machine (measure on this machine's own Node.js rather than production's, below)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

import {
  aboveBareKB,
  BARE_PAGE,
  BUDGET,
  budgetMisses,
  FIREBASE_CODE,
  referenceMisses,
} from './budget.mjs';
import { builtSiteUrl } from './build-stamp.mjs';
import { freePort } from './emulator.mjs';
import { localCertificate, startHttp2Front } from './h2-front.mjs';
import { productionNodeToFetch } from './production-node.mjs';
import { answers, waitFor } from './wait-for.mjs';
import { PAGE_TEMPLATES } from '../lib/pages.mjs';

// The servers run on the Node.js major production runs (scripts/production-node.mjs), as CI's
// tests do: it serves the same pages at other speeds than this machine's own Node (Node 20 here
// switches on AsyncLocalStorage's promise hooks, docs/speed.md), so the bench starts itself again
// on Node's own build of that major, whose `node` its servers and builds then find first.
const PRODUCTION_NODE_PACKAGE = productionNodeToFetch();
if (PRODUCTION_NODE_PACKAGE !== undefined && process.env.BENCH_NODE !== 'machine') {
  console.log(
    `[bench] on ${PRODUCTION_NODE_PACKAGE}, production's Node.js (this machine runs ${process.version})`,
  );
  const run = spawnSync(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${PRODUCTION_NODE_PACKAGE}`,
      '--',
      'node',
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? PAGE_TEMPLATES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// /privacy is a reference, not a target: a prerendered page with no data, the fastest a page of
// this site can be served; it shows how much of a wine page's ratio Next's own work takes.
const LOAD_TARGETS = [
  '/',
  '/wijnen',
  '/wijnen?type=Rood&pagina=2',
  '/wijnen/De%20Koele%20Giraf',
  '/privacy',
];
const STATIC_ASSET = '/images/wines/fles-rood.webp';
// The label of a filtered view's reference row: its cached page asked for at its own path.
const NO_PROXY = '(its page, no proxy)';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', METADATA_SERVER_DETECTION: 'none' };
env.PORT = String(await freePort());
env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
env.FORM_RATE_LIMIT = '0';
// The server binds 'localhost' (scripts/run.mjs: so the proxy's rewrites stay internal); the
// clients below call it by address, which that does not change.
env.HOSTNAME = 'localhost';
const base = `http://127.0.0.1:${env.PORT}`;
// The links in the pages do not matter here: keep the address an existing build was made for, so
// the preview below does not rebuild for this run's random port (scripts/build-stamp.mjs).
env.SITE_URL = builtSiteUrl() || base;

// The reference: built anew each run (13 s), so it always matches the installed Next; the static
// asset is copied into its public/ (git-ignored) under the same path.
const NEXT_BIN = join(process.cwd(), 'node_modules/next/dist/bin/next');
const BARE_DIR = join(process.cwd(), 'bench/bare-next');
const bareBuild = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
  cwd: BARE_DIR,
  env,
  encoding: 'utf8',
});
if (bareBuild.status !== 0)
  throw new Error(`building bench/bare-next failed:\n${bareBuild.stdout}${bareBuild.stderr}`);
mkdirSync(dirname(join(BARE_DIR, 'public', STATIC_ASSET)), { recursive: true });
copyFileSync(join('public', STATIC_ASSET), join(BARE_DIR, 'public', STATIC_ASSET));
const barePort = String(await freePort());
const bareBase = `http://127.0.0.1:${barePort}`;

// `npm run preview` builds first when there is no build (with its emulator up, so pages cached
// at build time hold data).
const servers = [
  spawn(process.execPath, ['scripts/run.mjs', 'preview'], { env, stdio: 'ignore', detached: true }),
  spawn(process.execPath, [NEXT_BIN, 'start', '-p', barePort, '-H', 'localhost'], {
    cwd: BARE_DIR,
    env,
    stdio: 'ignore',
    detached: true,
  }),
];
const stopServer = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  }
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

// Each server stops the run as soon as it stops itself (a failed build, a port taken), or when it
// has not come up in ten minutes (`npm run preview` builds first when it has to).
for (const [server, url] of [
  [servers[0], `${base}/`],
  [servers[1], `${bareBase}/`],
]) {
  const notUp = await waitFor(answers(url), { timeoutMs: 600_000, intervalMs: 500, child: server });
  if (notUp) throw new Error(`the server for ${url} ${notUp} (npm run preview shows why)`);
}
// Warm every route once (server caches, image optimisation).
for (const route of ROUTES) await fetch(base + route).then((r) => r.text());

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// (b) JavaScript per route: every script the page itself loads (its script tags and dynamic
// imports such as Swiper, fetched before the first turn), gzipped as a server would send it.
// Link prefetches are blocked: they fetch other routes' code at idle time and are not this route's weight.
async function measureScripts(urls) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const out = {};
  for (const [key, url] of Object.entries(urls)) {
    const page = await browser.newPage();
    await page.route('**/*', (r) =>
      r.request().headers()['next-router-prefetch'] ? r.abort() : r.continue(),
    );
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The home page fetches Swiper 3 s after load (before the carousel's first turn at 5 s): wait
    // past that, so the carousel's code counts as this route's weight rather than disappearing.
    await page.waitForTimeout(5500);
    const loaded = await Promise.all(bodies);
    const sizes = loaded.map((b) => gzipSync(b).length);
    out[key] = {
      scripts: sizes.length,
      gzipKB: Math.round(sizes.reduce((a, b) => a + b, 0) / 102.4) / 10,
      firebase: loaded.some((b) => FIREBASE_CODE.test(b.toString('utf8'))),
    };
    await page.close();
  }
  await browser.close();
  return out;
}
const { [BARE_PAGE]: bareJs, ...js } = await measureScripts({
  ...Object.fromEntries(ROUTES.map((route) => [route, base + route])),
  [BARE_PAGE]: `${bareBase}/`,
});
const reference = { js: bareJs, lighthouse: {}, load: undefined };

// (a) Lighthouse.
const THROTTLING = process.env.BENCH_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING))
  throw new Error(`BENCH_THROTTLING is simulate or devtools, not ${THROTTLING}`);
// Lighthouse reaches both servers the way a phone reaches the site in production: over HTTP/2
// with TLS (scripts/h2-front.mjs says why it matters). The other two measures stay on `next
// start` itself: the bytes of script do not depend on it, and the load is the server's.
const PROTOCOL = process.env.BENCH_PROTOCOL ?? 'h2';
if (!['h2', 'http1'].includes(PROTOCOL))
  throw new Error(`BENCH_PROTOCOL is h2 or http1, not ${PROTOCOL}`);
const lighthouseResults = {};
/** Median figures of RUNS Lighthouse runs of one URL in one form factor, after a warm-up run. */
async function lighthouseMedian(chrome, url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const runs = [];
  for (let i = 0; i <= RUNS; i++) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', throttlingMethod: THROTTLING },
      config,
    );
    if (i === 0) continue; // warm-up
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
}
if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  // One certificate serves both fronts: openssl runs once.
  const credentials = PROTOCOL === 'h2' ? localCertificate() : undefined;
  const fronts = credentials
    ? await Promise.all([base, bareBase].map((origin) => startHttp2Front(origin, credentials)))
    : [];
  const [siteOrigin, bareOrigin] = fronts.length
    ? fronts.map((front) => front.origin)
    : [base, bareBase];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      // The fronts' certificate is made for this run, signed by no one.
      ...(fronts.length ? ['--ignore-certificate-errors'] : []),
      ...(process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
    ],
  });
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      reference.lighthouse[formFactor] = await lighthouseMedian(
        chrome,
        `${bareOrigin}/`,
        formFactor,
      );
      process.stderr.write(
        `lighthouse ${BARE_PAGE} ${formFactor}: ${reference.lighthouse[formFactor].performance}\n`,
      );
    }
    for (const route of ROUTES) {
      for (const formFactor of ['mobile', 'desktop']) {
        const m = await lighthouseMedian(chrome, siteOrigin + route, formFactor);
        lighthouseResults[`${route} ${formFactor}`] = m;
        process.stderr.write(`lighthouse ${route} ${formFactor}: ${m.performance}\n`);
      }
    }
  } finally {
    await chrome.kill();
    await Promise.all(fronts.map((front) => front.close()));
  }
}

// (c) Load. The speed of this machine drifts by a factor of two within minutes, so the static asset
// and the pages take turns: ROUNDS rounds of SECONDS each per target, every page's ratio taken
// against the static asset of the same round, and the median of each figure reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
async function load(url) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
// A filtered view reaches its cached page through the proxy (proxy.ts), which rewrites it to the
// view's own path. That path, asked for directly, is the same cached page without the proxy: the
// two rows together say how much of the view's figure is the proxy's, measured in the same rounds.
const unproxied = {};
for (const path of LOAD_TARGETS) {
  const response = await fetch(base + path);
  await response.arrayBuffer();
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) unproxied[`${path} ${NO_PROXY}`] = new URL(rewrite, base).href;
}
// The bare page and its own copy of the static asset take their turns in the same rounds.
const BARE_STATIC = `${BARE_PAGE} ${STATIC_ASSET}`;
const loadUrls = {
  ...Object.fromEntries([STATIC_ASSET, ...LOAD_TARGETS].map((path) => [path, base + path])),
  ...unproxied,
  [BARE_STATIC]: bareBase + STATIC_ASSET,
  [BARE_PAGE]: `${bareBase}/`,
};
const rounds = [];
for (let i = 0; i < ROUNDS; i++) {
  const round = {};
  for (const [key, url] of Object.entries(loadUrls)) round[key] = await load(url);
  rounds.push(round);
}
/** Median figures of one target over the rounds, its ratio taken against `staticKey` of each round. */
function loadFigures(key, staticKey) {
  const of = (pick) => median(rounds.map((round) => pick(round[key], round[staticKey])));
  return {
    requestsPerSecond: of((r) => r.requestsPerSecond),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    errors: rounds.reduce((sum, round) => sum + round[key].errors, 0),
    ratio: Math.round(of((r, st) => r.requestsPerSecond / st.requestsPerSecond) * 100) / 100,
  };
}
const loadResults = Object.fromEntries(
  [STATIC_ASSET, ...LOAD_TARGETS, ...Object.keys(unproxied)].map((path) => [
    path,
    loadFigures(path, STATIC_ASSET),
  ]),
);
reference.load = loadFigures(BARE_PAGE, BARE_STATIC);
reference.load.staticRequestsPerSecond = loadFigures(BARE_STATIC, BARE_STATIC).requestsPerSecond;

const results = {
  at: new Date().toISOString(),
  node: process.version,
  bareNextKB: reference.js.gzipKB,
  js,
  lighthouse: lighthouseResults,
  lighthouseThrottling: THROTTLING,
  lighthouseProtocol: PROTOCOL === 'h2' ? 'HTTP/2 with TLS' : 'HTTP/1.1',
  load: loadResults,
  reference,
};
results.budgetMisses = budgetMisses(results);
const OUT = process.env.BENCH_OUT ?? 'bench-results/latest.json';
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);

const pad = (s, n) => String(s).padEnd(n);
if (Object.keys(lighthouseResults).length) {
  console.log(
    '\nLighthouse (median of %d, throttling: %s, served over %s)\n',
    RUNS,
    THROTTLING,
    results.lighthouseProtocol,
  );
  console.log(
    `| route | form | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|---|`,
  );
  for (const [key, m] of Object.entries(lighthouseResults)) {
    const [route, form] = key.split(' ');
    console.log(
      `| ${route} | ${form} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} |`,
    );
  }
}
console.log(
  `\nJavaScript per route (gzip; the ${BARE_PAGE} loads ${reference.js.gzipKB} KB in ${reference.js.scripts} scripts)\n`,
);
console.log('| route | scripts | KB gzip | above bare |\n|---|---|---|---|');
for (const [route, r] of Object.entries(js))
  console.log(
    `| ${route} | ${r.scripts} | ${r.gzipKB} | ${aboveBareKB(r.gzipKB, results.bareNextKB)} |`,
  );
console.log(
  `\nLoad (autocannon, 10 connections; median of ${ROUNDS} rounds of ${SECONDS} s per target, taking turns; servers on Node.js ${process.version})\n`,
);
console.log(
  '| path | req/s | p50 ms | p99 ms | ratio to static | errors |\n|---|---|---|---|---|---|',
);
for (const [path, r] of Object.entries(loadResults))
  console.log(
    `| ${pad(path, 28)} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.ratio} | ${r.errors} |`,
  );
console.log(
  `\nBudget (issue 7; load: ${BUDGET.loadPaths.join(', ')} at ${BUDGET.loadRatio} of the static asset or more)\n`,
);
if (results.budgetMisses.length === 0) console.log('Met on every route measured.');
else for (const miss of results.budgetMisses) console.log(`- not met: ${miss}`);
console.log(`\nReference: a ${BARE_PAGE} (bench/bare-next), measured in this run`);
for (const [form, m] of Object.entries(reference.lighthouse)) {
  console.log(
    `- ${form}: Performance ${m.performance}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
  );
}
console.log(
  `- load: ${reference.load.requestsPerSecond} req/s, ${reference.load.ratio} of its static asset (${reference.load.staticRequestsPerSecond} req/s)`,
);
const bareMisses = referenceMisses(reference);
if (bareMisses.length === 0)
  console.log(`- it meets the budget: every miss above is this site's own.`);
else for (const miss of bareMisses) console.log(`- it misses the budget too: ${miss}`);
if (!Object.values(js).some((r) => r.firebase))
  console.log("No Firebase SDK code in any route's scripts.");
stopServer();
process.exit(0);
