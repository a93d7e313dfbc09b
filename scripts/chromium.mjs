// How this project launches Chromium, for the browser tests, the bench and the screenshots alike:
// Debian's build (Playwright's own download needs the network) with the flags it needs in a
// container without a GPU, shared memory or a sandbox, and with nothing leaving loopback.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The browser tests run in Debian's headless shell (package chromium-headless-shell): the same
// Chromium without the full browser's window and compositor, what Playwright itself runs for
// headless tests. The full browser spent a third more time drawing what nobody sees (seo.spec.ts:
// 3.2 min against 2.0 on two cores). Lighthouse (bench) keeps the full browser a visitor has.
export const testChromiumPath =
  process.env.TEST_CHROME_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
