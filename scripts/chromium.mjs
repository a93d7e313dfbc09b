// The browser the tests and the bench launch: Playwright's own Chromium when it is installed,
// else the system's (Debian: chromium, chromium-headless-shell), else one line saying how to get one.
import { existsSync } from 'node:fs';

import { chromium } from 'playwright';

/** @param {string[]} candidates */
function firstExisting(candidates) {
  return candidates.find((path) => path && existsSync(path));
}

/** @param {'test' | 'full'} kind the headless shell for tests, the full browser for Lighthouse */
export function chromiumExecutable(kind) {
  const own = chromium.executablePath();
  const system =
    kind === 'test'
      ? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium']
      : ['/usr/bin/chromium', '/usr/bin/google-chrome'];
  const found = firstExisting([
    (kind === 'test' ? process.env.TEST_CHROME_PATH : process.env.CHROME_PATH) ?? '',
    own,
    ...system,
  ]);
  if (!found) {
    console.error(
      'No Chromium found: run `npx playwright install chromium`, or `apt-get install chromium chromium-headless-shell` on Debian.',
    );
    process.exit(1);
  }
  return found;
}

// Headless in a container: no GPU, shared memory or sandbox, and nothing leaving loopback.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
