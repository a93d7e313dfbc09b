import net from 'node:net';

import { FREE_PORT_RANGE, freePort } from '../../scripts/emulator.mjs';

describe('freePort', () => {
  it('gives a port below the kernel’s ephemeral range that can be listened on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.from);
    expect(port).toBeLessThanOrEqual(FREE_PORT_RANGE.to);
    expect(FREE_PORT_RANGE.to).toBeLessThan(32768);
    const server = net.createServer();
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    await new Promise((done) => server.close(done));
  });
});
