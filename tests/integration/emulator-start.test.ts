import { networkInterfaces } from 'node:os';

import { ensureEmulator, freePort, isListening, sampleWines } from '../../scripts/emulator.mjs';
import { connect } from '../support/emulators';

const quiet = () => {};

describe('the embedded emulator of npm run dev and npm run preview', () => {
  it('starts seeded with the sample wines, and a second command uses the one already running', async () => {
    const hostPort = `127.0.0.1:${await freePort()}`;
    const first = await ensureEmulator({ hostPort, projectId: 'demo-start', log: quiet });
    try {
      expect(first.started).toBe(true);
      const db = await connect({ name: 'embedded', hostPort }, 'demo-start');
      const wines = await db.collection('1504-wines').get();
      expect(wines.size).toBe(sampleWines().length);
      await db.terminate();
      const second = await ensureEmulator({ hostPort, projectId: 'demo-start', log: quiet });
      expect(second.started).toBe(false);
    } finally {
      first.stop();
    }
  });

  it('answers on the loopback address it was given and on no other address of the machine', async () => {
    const port = await freePort();
    const emulator = await ensureEmulator({
      hostPort: `127.0.0.1:${port}`,
      seed: false,
      log: quiet,
    });
    try {
      expect(await isListening(`127.0.0.1:${port}`)).toBe(true);
      const others = [
        '127.0.0.2',
        ...Object.values(networkInterfaces())
          .flat()
          .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
          .map((a) => a!.address),
      ];
      for (const address of others)
        expect([address, await isListening(`${address}:${port}`)]).toEqual([address, false]);
    } finally {
      emulator.stop();
    }
  });
});
