// A production build bakes SITE_URL into its prerendered pages (canonical links, Open Graph,
// sitemap, JSON-LD). next.config.ts records which address each build baked in, so a later
// `npm run preview` on another address rebuilds instead of serving links to a server that is not
// there (e2e and bench builds run on random ports).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Under .next/cache: `next build` empties .next but keeps its cache.
export const BUILD_STAMP = path.join('.next', 'cache', 'site-url');

/** The SITE_URL the current build was made with, or undefined when unknown. */
export function builtSiteUrl(dir = process.cwd()) {
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

/** Whether a build exists and was made for this address (trailing slashes aside). */
export function buildServes(siteUrl, { hasBuild, builtFor }) {
  const strip = (url) => url?.trim().replace(/\/+$/, '');
  return hasBuild && builtFor !== undefined && strip(builtFor) === strip(siteUrl);
}
