import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';

import {
  canListen,
  DATA_CACHES,
  EmulatorHostTaken,
  ensureEmulator,
  freePort,
  isListening,
  speaksHttp2,
  splitHost,
} from '../../scripts/emulator.mjs';
import packageJson from '../../package.json';
import { type LocalServer, localServer } from '../support/local-server';

const PICTURES = path.join('.next', 'cache', 'images');
const quiet = () => {};

/** A project whose Next caches hold a wine read from an earlier database, and an optimised picture. */
function projectWithCachedReads(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'locus-lex-caches-'));
  for (const dir of [...DATA_CACHES, PICTURES]) {
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, dir, 'entry'), '46 wijnen');
  }
  return root;
}

const holds = (root: string, dir: string) => existsSync(path.join(root, dir, 'entry'));

describe('the embedded emulator and the wine reads Next cached on disk', () => {
  const roots: string[] = [];
  const cwd = process.cwd();
  afterAll(() => {
    process.chdir(cwd);
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('a new emulator holds only the sample wines: reads cached from an earlier one are dropped, in the project it runs in', async () => {
    const root = projectWithCachedReads();
    roots.push(root);
    const hostPort = `127.0.0.1:${await freePort()}`;
    // As `npm run preview` and `npm run dev` call it: from the project, without a cacheRoot.
    process.chdir(root);
    const emulator = await ensureEmulator({ hostPort, seed: false, log: quiet });
    process.chdir(cwd);
    try {
      expect(emulator.started).toBe(true);
      for (const dir of DATA_CACHES) expect(holds(root, dir)).toBe(false);
      expect(holds(root, PICTURES)).toBe(true);

      // Found answering (a second command beside the first): the same database, its reads kept.
      const again = projectWithCachedReads();
      roots.push(again);
      const found = await ensureEmulator({ hostPort, seed: false, cacheRoot: again, log: quiet });
      expect(found.started).toBe(false);
      for (const dir of DATA_CACHES) expect(holds(again, dir)).toBe(true);
    } finally {
      emulator.stop();
    }
  });

  it('started for the tests alone (cacheRoot null), it leaves every cache as it is', async () => {
    const root = projectWithCachedReads();
    roots.push(root);
    process.chdir(root);
    const emulator = await ensureEmulator({
      hostPort: `127.0.0.1:${await freePort()}`,
      seed: false,
      cacheRoot: null,
      log: quiet,
    });
    process.chdir(cwd);
    try {
      expect(emulator.started).toBe(true);
      for (const dir of DATA_CACHES) expect(holds(root, dir)).toBe(true);
    } finally {
      emulator.stop();
    }
  });
});

describe('the embedded emulator listens on this machine only', () => {
  it('answers on the loopback address it was given and on no other address of the machine', async () => {
    const port = await freePort();
    const emulator = await ensureEmulator({
      hostPort: `127.0.0.1:${port}`,
      seed: false,
      cacheRoot: null,
      log: quiet,
    });
    try {
      expect(emulator.started).toBe(true);
      expect(await isListening(`127.0.0.1:${port}`)).toBe(true);
      // Bound to every interface (the package's own choice), it answered on each: on the
      // machine's network addresses, and on 127.0.0.2, which Linux routes to this machine too.
      const others = [
        '127.0.0.2',
        ...Object.values(networkInterfaces())
          .flat()
          .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
          .map((a) => a!.address),
      ];
      for (const address of others) {
        expect([address, await isListening(`${address}:${port}`)]).toEqual([address, false]);
      }
    } finally {
      emulator.stop();
    }
  });
});

describe('an emulator address held by something else', () => {
  let server: LocalServer;
  let hostPort: string;
  let neighbour: Server;
  beforeAll(async () => {
    // A web server where the emulator should be, as a newcomer's machine may have on 8080, and
    // something on the port after it too (8081), which the way out must not offer.
    server = await localServer((_, response) => response.end('Welkom'));
    hostPort = server.hostPort;
    neighbour = createServer();
    await new Promise<void>((done) => {
      // Already held by another program: taken all the same.
      neighbour.once('error', () => done());
      neighbour.listen(splitHost(hostPort).port + 1, '127.0.0.1', done);
    });
  });
  afterAll(async () => {
    neighbour.close();
    await server.close();
  });

  it('is told from an emulator at once, and the embedded emulator and Google’s are not', async () => {
    const started = Date.now();
    await expect(
      ensureEmulator({ hostPort, seed: false, cacheRoot: null, log: quiet }),
    ).rejects.toThrow(new EmulatorHostTaken(hostPort));
    expect(Date.now() - started).toBeLessThan(5_000);

    for (const { name, hostPort: emulator } of JSON.parse(process.env.TEST_EMULATORS!) as {
      name: string;
      hostPort: string;
    }[]) {
      expect([name, await speaksHttp2(emulator)]).toEqual([name, true]);
    }
  });

  it.each(['dev', 'preview', 'emulator'] as const)(
    'makes `npm run %s` stop with one line naming the address and a free way out for itself, not a stack trace',
    async (script) => {
      // The command as npm runs it (`node scripts/…`), on this Node.
      const [node, ...args] = packageJson.scripts[script].split(' ');
      expect(node).toBe('node');
      // PORT 1: a port Next could not take, should the run ever get that far.
      const run = spawnSync(process.execPath, args, {
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: hostPort, PORT: '1' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      const offered = /FIRESTORE_EMULATOR_HOST=127\.0\.0\.1:(\d+) /.exec(run.stderr)?.[1];
      expect(run.stderr.trim()).toBe(
        `[firestore] ${hostPort} is taken by something that is not a Firestore emulator (it ` +
          `does not speak gRPC). Stop it, or give the emulator another address, for example ` +
          `FIRESTORE_EMULATOR_HOST=127.0.0.1:${offered} npm run ${script}`,
      );
      // Past the taken port and its taken neighbour, close by, and free.
      const taken = splitHost(hostPort).port;
      expect(Number(offered)).toBeGreaterThan(taken + 1);
      expect(Number(offered)).toBeLessThanOrEqual(taken + 20);
      expect(await canListen(Number(offered))).toBe(true);
      expect(run.stdout).not.toContain('next');
    },
  );
});
