// The production build the preview serves, and the address it was made for: canonical links,
// the sitemap and structured data carry SITE_URL, so a build made for another is built again.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const MARK = '.next/site-url';

/** The SITE_URL the current build was made for, if it was made by `buildFor`. */
export function builtFor() {
  if (!existsSync('.next/BUILD_ID') || !existsSync(MARK)) return undefined;
  return readFileSync(MARK, 'utf8');
}

/** `next build` for `env.SITE_URL`; resolves to its exit status. */
export async function buildFor(/** @type {NodeJS.ProcessEnv} */ env) {
  const status = await new Promise((resolve) =>
    spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: 'inherit',
      env,
    }).on('exit', resolve),
  );
  if (status === 0) writeFileSync(MARK, env.SITE_URL ?? '');
  return /** @type {number} */ (status ?? 1);
}
