import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalServer = Awaited<ReturnType<typeof localServer>>;

/**
 * A throw-away HTTP server for a test, on a port of loopback the system chooses: its address, and
 * a close that also drops the connections still open (a server that never answers holds them).
 */
export async function localServer(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hostPort,
    origin: `http://${hostPort}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
