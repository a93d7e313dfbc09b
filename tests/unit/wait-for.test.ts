/** @jest-environment node */
import { spawn } from 'node:child_process';

import { freePort } from '../../scripts/emulator.mjs';
import { answers, waitFor } from '../../scripts/wait-for.mjs';
import { type LocalServer, localServer } from '../support/local-server';

describe('waitFor', () => {
  it('asks again until the check holds, a check that throws counting as not yet', async () => {
    const outcomes = [false, new Error('ECONNREFUSED'), false, true];
    let asked = 0;
    const check = async () => {
      const outcome = outcomes[asked++];
      if (outcome instanceof Error) throw outcome;
      return outcome === true;
    };
    await expect(waitFor(check, { timeoutMs: 5_000, intervalMs: 5 })).resolves.toBeUndefined();
    expect(asked).toBe(4);
  });

  it('gives up once its time has gone by, and says so', async () => {
    const started = Date.now();
    await expect(waitFor(async () => false, { timeoutMs: 200, intervalMs: 20 })).resolves.toBe(
      'did not come up within 0.2 s',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('reports a process that stopped at once, not at the end of the wait', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    const started = Date.now();
    await expect(
      waitFor(async () => false, { timeoutMs: 60_000, intervalMs: 20, child }),
    ).resolves.toBe('stopped by itself (3)');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names the signal that stopped a process', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    child.kill('SIGTERM');
    await expect(
      waitFor(async () => false, { timeoutMs: 60_000, intervalMs: 20, child }),
    ).resolves.toBe('stopped by itself (SIGTERM)');
  });

  it('takes a process still running as no reason to stop waiting', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    let asked = 0;
    try {
      await expect(
        waitFor(async () => ++asked === 3, { timeoutMs: 10_000, intervalMs: 20, child }),
      ).resolves.toBeUndefined();
    } finally {
      child.kill();
    }
  });
});

describe('answers', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await localServer((request, response) => {
      response.statusCode = request.url === '/' ? 200 : request.url === '/kapot' ? 500 : 404;
      response.end('x'.repeat(100_000));
    });
  });
  afterAll(() => server.close());

  it('holds for a page served with success, not for an error or a missing page', async () => {
    await expect(answers(`${server.origin}/`)()).resolves.toBe(true);
    await expect(answers(`${server.origin}/kapot`)()).resolves.toBe(false);
    await expect(answers(`${server.origin}/bestaat-niet`)()).resolves.toBe(false);
  });

  it('fails while nothing listens, and gives up on a server that never answers', async () => {
    await expect(answers(`http://127.0.0.1:${await freePort()}/`)()).rejects.toThrow();
    const silent = await localServer(() => {
      /* accepts, never answers */
    });
    try {
      await expect(answers(`${silent.origin}/`, 200)()).rejects.toThrow();
    } finally {
      await silent.close();
    }
  });
});
