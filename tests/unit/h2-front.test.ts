/** @jest-environment node */
import http2 from 'node:http2';

import { startHttp2Front } from '../../scripts/h2-front.mjs';
import { type LocalServer, localServer } from '../support/local-server';

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: string; alpn: string };

function ask(origin: string, path: string, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':method': method, 'x-kind': 'proef' });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (h) => (headers = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      const alpn = (session.socket as unknown as { alpnProtocol: string }).alpnProtocol;
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: text, alpn });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTP/2 front the bench puts before next start', () => {
  let upstream: LocalServer;
  let front: { origin: string; close: () => Promise<void> };

  beforeAll(async () => {
    upstream = await localServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(req.url === '/ontbreekt' ? 404 : 200, {
          'content-type': 'application/json',
          'cache-control': 's-maxage=300',
          connection: 'keep-alive',
        });
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      });
    });
    front = await startHttp2Front(upstream.origin);
  });
  afterAll(async () => {
    await front.close();
    await upstream.close();
  });

  it('speaks HTTP/2 over TLS and passes a request on as it came, under the upstream host', async () => {
    const answer = await ask(front.origin, '/wijnen?type=Rood&pagina=2');
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body);
    expect(seen).toMatchObject({ method: 'GET', url: '/wijnen?type=Rood&pagina=2' });
    expect(seen.headers['x-kind']).toBe('proef');
    expect(seen.headers.host).toBe(upstream.hostPort);
  });

  it("gives the answer back with its status and headers, without HTTP/1.1's hop headers", async () => {
    const answer = await ask(front.origin, '/ontbreekt');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('s-maxage=300');
    expect(answer.headers.connection).toBeUndefined();
  });

  it('passes a body on', async () => {
    const answer = await ask(front.origin, '/event', 'POST', 'naam=Anna');
    expect(JSON.parse(answer.body)).toMatchObject({ method: 'POST', body: 'naam=Anna' });
  });

  it('answers 502 when the server behind it is gone', async () => {
    const gone = await startHttp2Front('http://127.0.0.1:9');
    try {
      expect((await ask(gone.origin, '/')).status).toBe(502);
    } finally {
      await gone.close();
    }
  });
});
