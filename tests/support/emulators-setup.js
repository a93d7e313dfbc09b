// Starts the embedded emulator and, where gcloud has it, Google's own Firestore emulator (the
// reference for query semantics), each on a free port, and the Authentication emulator. Their
// addresses reach the test workers through TEST_EMULATORS and FIREBASE_AUTH_EMULATOR_HOST.
const { spawn, spawnSync } = require('node:child_process');

module.exports = async function setup() {
  const emu = await import('../../scripts/emulator.mjs');
  process.env.METADATA_SERVER_DETECTION = 'none';
  const targets = [];

  const embeddedHost = `127.0.0.1:${await emu.freePort()}`;
  // The tests' own database: the site's cached reads (.next) are none of its business.
  const embedded = await emu.ensureEmulator({
    hostPort: embeddedHost,
    seed: false,
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
    let exited = false;
    child.once('exit', () => (exited = true));
    const deadline = Date.now() + 90_000;
    while (!exited && Date.now() < deadline && !(await emu.isListening(hostPort)))
      await new Promise((r) => setTimeout(r, 300));
    if (!(await emu.isListening(hostPort))) {
      // Jest runs no teardown after a failed setup: stop what was started here, Java with it.
      await require('./emulators-teardown.js')();
      throw new Error(`Google's Firestore emulator did not start on ${hostPort}`);
    }
    targets.push({ name: 'google', hostPort });
  } else {
    console.warn('\n[integration] gcloud not found: running against the embedded emulator only');
  }
  // The staff sign-in's Authentication emulator, from firebase-tools.
  const { ensureAuthEmulator } = await import('../../scripts/auth-emulator.mjs');
  const auth = await ensureAuthEmulator({
    hostPort: `127.0.0.1:${await emu.freePort()}`,
    projectId: 'demo-locus-lex-test',
    log: () => {},
  });
  globalThis.__authEmulator = auth;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.hostPort;
  process.env.TEST_EMULATORS = JSON.stringify(targets);
  // The actions under test use the app's own getDb(), which reads these.
  process.env.FIRESTORE_EMULATOR_HOST = embeddedHost;
  process.env.FIREBASE_PROJECT_ID = 'demo-locus-lex-test';
};
