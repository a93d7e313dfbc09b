module.exports = async function teardown() {
  globalThis.__embeddedEmulator?.stop();
  globalThis.__authEmulator?.stop();
  const child = globalThis.__gcloudEmulator;
  if (child?.pid) {
    try {
      // gcloud starts Java in its own process group: stop the whole group.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};
