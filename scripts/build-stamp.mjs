// A production build bakes SITE_URL into its prerendered pages (canonical links, Open Graph,
// sitemap, JSON-LD). next.config.ts records which address each build baked in, and a fingerprint
// of the sources it was made from, so a later `npm run preview` (and `npm run bench`, through it)
// rebuilds instead of serving links to a server that is not there (e2e and bench builds run on
// random ports) or code that has changed since.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Under .next/cache: `next build` empties .next but keeps its cache.
export const BUILD_STAMP = path.join('.next', 'cache', 'site-url');

/** What a build is made from: a change in any of these makes the build stale. */
export const BUILD_SOURCES = [
  'app',
  'components',
  'lib',
  'styles',
  'public',
  'proxy.ts',
  'next.config.ts',
  'cache-handler.mjs',
  'scripts/build.mjs',
  'scripts/compile-hints.mjs',
  'tsconfig.json',
  'package-lock.json',
];

/** One hash over the sources' paths and contents (a few MB, some milliseconds). */
export function sourceFingerprint(dir = process.cwd()) {
  const hash = createHash('sha256');
  for (const source of BUILD_SOURCES) {
    const full = path.join(dir, source);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true })
          .map((name) => path.join(source, String(name)))
          .filter((name) => statSync(path.join(dir, name)).isFile())
          .sort()
      : [source];
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

function readStamp(dir) {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) return undefined;
  try {
    const [siteUrl, sources] = readFileSync(path.join(dir, BUILD_STAMP), 'utf8').split('\n');
    return siteUrl?.trim() ? { siteUrl: siteUrl.trim(), sources: sources?.trim() } : undefined;
  } catch {
    return undefined;
  }
}

/** The SITE_URL the current build was made with; undefined without a build or when unknown. */
export function builtSiteUrl(dir = process.cwd()) {
  return readStamp(dir)?.siteUrl;
}

/** Whether the current build was made from the sources as they are now. */
export function buildIsCurrent(dir = process.cwd()) {
  const sources = readStamp(dir)?.sources;
  return sources !== undefined && sources === sourceFingerprint(dir);
}

export function stampBuild(siteUrl, dir = process.cwd()) {
  mkdirSync(path.dirname(path.join(dir, BUILD_STAMP)), { recursive: true });
  writeFileSync(path.join(dir, BUILD_STAMP), `${siteUrl}\n${sourceFingerprint(dir)}\n`);
}

/** Whether the build (made for `builtFor`, see builtSiteUrl) serves this address (trailing slashes aside). */
export function buildServes(siteUrl, builtFor) {
  const strip = (url) => url?.trim().replace(/\/+$/, '');
  return builtFor !== undefined && strip(builtFor) === strip(siteUrl);
}
