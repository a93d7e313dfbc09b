// Starts the embedded emulator and, where gcloud has it, Google's own Firestore emulator (the
// reference for query semantics), each on a free port. Their addresses reach the test workers
// through TEST_EMULATORS.
const { spawn, spawnSync } = require('node:child_process');

module.exports = async function setup() {
  const emu = await import('../../scripts/emulator.mjs');
  const { waitFor } = await import('../../scripts/wait-for.mjs');
  process.env.METADATA_SERVER_DETECTION = 'none';
  const targets = [];

  const embeddedHost = `127.0.0.1:${await emu.freePort()}`;
  // The tests' own database: the site's cached reads (.next) are none of its business.
  const embedded = await emu.ensureEmulator({
    hostPort: embeddedHost,
    seed: false,
    cacheRoot: null,
    log: () => {},
  });
  globalThis.__embeddedEmulator = embedded;
  targets.push({ name: 'embedded', hostPort: embeddedHost });

  const hasGcloud = spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).status === 0;
  if (hasGcloud && process.env.SKIP_GCLOUD_EMULATOR !== '1') {
    const hostPort = `127.0.0.1:${await emu.freePort()}`;
    const child = spawn('gcloud', ['emulators', 'firestore', 'start', `--host-port=${hostPort}`], {
      detached: true,
      stdio: 'ignore',
    });
    globalThis.__gcloudEmulator = child;
    // One that cannot start (no Java, the port taken) is reported as soon as it stops.
    const notUp = await waitFor(() => emu.isListening(hostPort), {
      timeoutMs: 90_000,
      intervalMs: 300,
      child,
    });
    if (notUp) {
      // Jest runs no teardown after a failed setup: stop what was started here, Java with it.
      await require('./emulators-teardown.js')();
      throw new Error(`Google's Firestore emulator on ${hostPort} ${notUp}`);
    }
    targets.push({ name: 'google', hostPort });
  } else {
    console.warn('\n[integration] gcloud not found: running against the embedded emulator only');
  }
  process.env.TEST_EMULATORS = JSON.stringify(targets);
  // The actions under test use the app's own getDb(), which reads these.
  process.env.FIRESTORE_EMULATOR_HOST = embeddedHost;
  process.env.FIREBASE_PROJECT_ID = 'demo-locus-lex-test';
};
