// A server that would run on a wrong configuration refuses to start, in one line.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { exitOnConfigError } = await import('./lib/env');
  exitOnConfigError();
}
