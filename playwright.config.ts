import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';
import { ANY_SCREEN } from './tests/e2e/support/screens';

// Ports and the emulator address come from scripts/e2e.mjs, which picks free ones.
const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: chromiumExecutable('test'), args: chromiumArgs };

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The limit catches a test that hangs; it is not a speed check (bench does that). Many tests
  // load a dozen pages, at several widths: 20–35 s each with two workers on this kind of two-core
  // machine on a slow day, where the default 30 s failed them at random.
  timeout: 60_000,
  // What a page does after its script has run (a pager's click, a date's words) took over the
  // default 5 s in CI at times, with both workers and the server on two cores.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // No service worker but in offline.spec.ts: a page it answers is one page.route cannot
  // intercept, and many tests stand in for the server that way.
  use: { baseURL, trace: 'on-first-retry', locale: 'nl-BE', serviceWorkers: 'block' },
  projects: [
    {
      // What a phone changes: the header and its full-screen menu.
      name: 'phone',
      testMatch: /shell\.spec\.ts/,
      grepInvert: new RegExp(ANY_SCREEN),
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'desktop',
      testIgnore: /(fresh-data|staff|wine-photos)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      // Changes the shared wine list, so it runs once the other projects are done.
      name: 'fresh-data',
      testMatch: /(fresh-data|staff|wine-photos)\.spec\.ts/,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/run.mjs preview',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      SITE_URL: baseURL,
    },
  },
});
