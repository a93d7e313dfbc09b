// A production build bakes SITE_URL into its prerendered pages (canonical links, Open Graph,
// sitemap, JSON-LD). next.config.ts records which address each build baked in, so a later
// `npm run preview` on another address rebuilds instead of serving links to a server that is not
// there (e2e and bench builds run on random ports).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Under .next/cache: `next build` empties .next but keeps its cache.
export const BUILD_STAMP = path.join('.next', 'cache', 'site-url');

/** The SITE_URL the current build was made with; undefined without a build or when unknown. */
export function builtSiteUrl(dir = process.cwd()) {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) return undefined;
  try {
    return readFileSync(path.join(dir, BUILD_STAMP), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function stampBuild(siteUrl, dir = process.cwd()) {
  mkdirSync(path.dirname(path.join(dir, BUILD_STAMP)), { recursive: true });
  writeFileSync(path.join(dir, BUILD_STAMP), `${siteUrl}\n`);
}

/** Whether the build (made for `builtFor`, see builtSiteUrl) serves this address (trailing slashes aside). */
export function buildServes(siteUrl, builtFor) {
  const strip = (url) => url?.trim().replace(/\/+$/, '');
  return builtFor !== undefined && strip(builtFor) === strip(siteUrl);
}
