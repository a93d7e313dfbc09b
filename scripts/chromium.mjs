// How this project launches Chromium, for the browser tests, the bench and the screenshots alike:
// Debian's build (Playwright's own download needs the network) with the flags it needs in a
// container without a GPU, shared memory or a sandbox, and with nothing leaving loopback.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
