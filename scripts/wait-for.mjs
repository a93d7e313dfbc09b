// The one wait for something started in the background to come up: the servers of the bench and
// of the WebKit run, the README's `npm run dev`, Google's emulator for the integration tests.

/**
 * Asks `check` again every `intervalMs` until it holds. Resolves to undefined once it does, or to
 * why it did not: the process it waits for (`child`) stopped first, or `timeoutMs` went by. A
 * check that throws counts as not yet (a server that does not listen yet refuses the connection).
 * With a `child`, a server that could not start is reported as soon as it stops, not after the
 * whole wait.
 *
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs: number, intervalMs?: number, child?: import('node:child_process').ChildProcess }} options
 * @returns {Promise<string | undefined>}
 */
export async function waitFor(check, { timeoutMs, intervalMs = 250, child }) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const stopped = child && (child.exitCode ?? child.signalCode);
    if (stopped !== undefined && stopped !== null) return `stopped by itself (${stopped})`;
    if (await check().catch(() => false)) return undefined;
    if (Date.now() >= end) return `did not come up within ${timeoutMs / 1000} s`;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * A check that `url` answers with a success, each ask given up after `timeoutMs` (a server that
 * accepts the connection and never answers would otherwise hold the wait past its end).
 *
 * @param {string | URL} url
 * @param {number} [timeoutMs]
 * @returns {() => Promise<boolean>}
 */
export const answers =
  (url, timeoutMs = 10_000) =>
  async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    // Only the status is wanted: the body is let go, so no connection is kept for it.
    await response.body?.cancel();
    return response.ok;
  };
