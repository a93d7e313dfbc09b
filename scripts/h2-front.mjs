// The bench's stand-in for the CDN a phone talks to: HTTP/2 over TLS in front of `next start`,
// which speaks HTTP/1.1 alone. Lighthouse simulates its phone from the protocol it saw. Over
// HTTP/1.1 it gives each origin six connections, one request at a time on each (Lantern's
// ConnectionPool), so the twenty-odd requests of a page's head queue for a connection round trip
// after round trip, a queue no visitor of the site meets: Vercel serves HTTP/2 (and 3), every
// request of a page on one connection. Measured side by side (docs/speed.md): the bare Next 16
// page, with four requests, the same either way; our pages 0.3-1 s apart.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Headers of one hop (RFC 9113 §8.2.2 forbids them in HTTP/2), and the host, which is upstream's.
const HOP_BY_HOP = new Set([
  'connection',
  'host',
  'http2-settings',
  'keep-alive',
  'proxy-connection',
  'te',
  'transfer-encoding',
  'upgrade',
]);

/** A self-signed certificate for localhost and 127.0.0.1, made with the machine's openssl. */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new Error(
        `openssl could not make the bench's certificate (apt-get install -y openssl): ${made.error?.message ?? made.stderr}`,
      );
    return {
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `https://127.0.0.1:<port>` over HTTP/2, passing every request to `upstream` (an
 * http://host:port of `next start`) as it came and its answer back as it went, bodies untouched
 * (the server's own compression included). Resolves to its origin and a `close()`.
 */
export async function startHttp2Front(upstream, credentials = localCertificate()) {
  const target = new URL(upstream);
  const server = http2.createSecureServer(credentials);
  // Lighthouse's Chromium keeps its connections open: close() ends them.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    stream.on('error', () => {});
    const forwarded = { host: target.host };
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.has(name)) answer[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.pipe(request);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
