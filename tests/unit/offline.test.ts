/** @jest-environment node */
// The page a visitor without a connection gets, and the service worker that keeps and shows it
// (public/sw.js), run here in a sandbox with the browser's Cache Storage and fetch stood in for.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { GET } from '@/app/offline/route';
import {
  OfflineWorker,
  REGISTER_AFTER_MS,
  SERVICE_WORKER_PATH,
} from '@/components/layout/offline-worker';
import { OFFLINE_PATH, offlinePage } from '@/app/offline/offline-page';
import { getSiteConfig } from '@/lib/site-config';

import { ROOT as root } from '../support/source-files';

const WORKER = readFileSync(path.join(root, 'public', SERVICE_WORKER_PATH), 'utf8');
const HOUR = 3_600_000;

describe('the offline page', () => {
  const venue = getSiteConfig();

  it('says in the three languages that there is no connection, and how to reach the venue without one', () => {
    const html = offlinePage(venue);
    expect(html).toContain('<title>Geen verbinding | 1504 Locus Lex</title>');
    expect(html).toContain('<h1>Geen verbinding</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="tel:+3255000000">+32 55 00 00 00</a>');
    expect(html).toContain('Markt 37, 9700 Oudenaarde');
    // Asks for the address it is shown at again, with no script to run.
    expect(html).toContain('<a href="" class="button">Opnieuw proberen</a>');
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('<section lang="fr-BE">\n<h2>Pas de connexion</h2>');
    expect(html).toContain('<section lang="en">\n<h2>No connection</h2>');
    expect(html.match(/href="tel:\+3255000000"/g)).toHaveLength(3);
  });

  it('escapes what the configuration puts in it', () => {
    const html = offlinePage({ ...venue, name: 'Locus <Lex>', phone: '+32 "55" <b>' });
    expect(html).toContain('Locus &lt;Lex&gt;');
    expect(html).toContain('+32 &quot;55&quot; &lt;b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('is served at the address the worker keeps, as HTML out of the index', async () => {
    expect(existsSync(path.join(root, 'app', OFFLINE_PATH, 'route.ts'))).toBe(true);
    expect(WORKER).toContain(`const OFFLINE_PATH = '${OFFLINE_PATH}';`);
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe(offlinePage(venue));
  });
});

describe('the registration', () => {
  const env = process.env as Record<string, string | undefined>;
  const mode = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = mode;
  });

  const script = () => {
    const html = renderToStaticMarkup(createElement(OfflineWorker));
    return html.replace(/^<script>|<\/script>$/g, '');
  };

  it('in development, takes away a worker a preview left on the same address', async () => {
    env.NODE_ENV = 'development';
    const unregister = jest.fn();
    const register = jest.fn();
    vm.runInNewContext(script(), {
      navigator: {
        serviceWorker: { register, getRegistrations: async () => [{ unregister }, { unregister }] },
      },
      addEventListener: jest.fn(),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(register).not.toHaveBeenCalled();
    expect(() => vm.runInNewContext(script(), { navigator: {} })).not.toThrow();
  });

  it('registers the worker a few seconds after the page has loaded, and keeps quiet when refused', async () => {
    env.NODE_ENV = 'production';
    const loaded: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const register = jest.fn(() => Promise.reject(new Error('blocked')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vm.runInNewContext(script(), {
        navigator: { serviceWorker: { register } },
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'load') loaded.push(listener);
        },
        setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
      });
      expect(timers).toEqual([]);
      loaded.forEach((listener) => listener());
      expect(timers.map(([, ms]) => ms)).toEqual([REGISTER_AFTER_MS]);
      expect(REGISTER_AFTER_MS).toBeGreaterThanOrEqual(3000);
      expect(register).not.toHaveBeenCalled();
      timers.forEach(([callback]) => callback());
      expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    // A browser without service workers runs the page as before.
    expect(() =>
      vm.runInNewContext(script(), { navigator: {}, addEventListener: jest.fn() }),
    ).not.toThrow();
  });
});

type Listener = (event: unknown) => void;
type Req = { url: string; mode: string; method: string };

/** public/sw.js in a sandbox: its listeners, its caches and its fetch. */
function loadWorker(network: jest.Mock) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        put: async (key: string, response: Response) => void store.set(key, response),
        match: async (key: string) => store.get(key)?.clone(),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: jest.fn(async () => {}),
    clients: { claim: jest.fn(async () => {}) },
    registration: { navigationPreload: { enable: jest.fn(async () => {}) } },
  };
  vm.runInNewContext(WORKER, { self, caches, fetch: network, Headers, Response, Date, Number });
  const emit = (type: string, event: unknown) => {
    const listener = listeners[type];
    if (!listener) throw new Error(`the worker does not listen for ${type}`);
    listener(event);
  };
  return { emit, stores, self };
}

function extendable() {
  const waits: Promise<unknown>[] = [];
  return {
    waitUntil: (promise: Promise<unknown>) => void waits.push(promise),
    settled: async () => {
      // A wait may add another (a page load's refresh is added once the page has come).
      for (let seen = -1; seen !== waits.length;) {
        seen = waits.length;
        await Promise.all(waits);
      }
    },
  };
}

const offlineHtml = () =>
  new Response('<h1>Geen verbinding</h1>', {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));
const page = (url = 'https://locuslex.example/wijnen/type/Rood'): Req => ({
  url,
  mode: 'navigate',
  method: 'GET',
});

describe('the service worker', () => {
  let network: jest.Mock;
  let worker: ReturnType<typeof loadWorker>;

  beforeEach(() => {
    network = jest.fn(async () => offlineHtml());
    worker = loadWorker(network);
  });
  afterEach(() => jest.restoreAllMocks());

  async function install(addRoutes?: jest.Mock) {
    const event = { ...extendable(), addRoutes };
    worker.emit('install', event);
    await event.settled();
  }

  function load(request: Req, preloadResponse: Promise<Response | undefined>) {
    let answer: Promise<Response> | undefined;
    const event = {
      ...extendable(),
      request,
      preloadResponse,
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    };
    worker.emit('fetch', event);
    return { answer, settled: event.settled };
  }

  it('keeps the offline page as it installs, fresh from the server, then takes over', async () => {
    await install();
    expect(network).toHaveBeenCalledWith(OFFLINE_PATH, { cache: 'no-cache' });
    const kept = worker.stores.get('locus-lex-offline')?.get(OFFLINE_PATH);
    expect(await kept?.clone().text()).toBe('<h1>Geen verbinding</h1>');
    expect(kept?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('does not install without the page, so the next visit tries again', async () => {
    network.mockImplementation(async () => new Response('', { status: 500 }));
    await expect(install()).rejects.toThrow(`${OFFLINE_PATH} answered 500`);
    expect(worker.stores.get('locus-lex-offline')?.size ?? 0).toBe(0);
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('keeps every request but a page load from waking it, where the browser can route', async () => {
    const addRoutes = jest.fn(async () => {});
    await install(addRoutes);
    expect(addRoutes).toHaveBeenCalledWith({
      condition: { not: { requestMode: 'navigate' } },
      source: 'network',
    });
    // A browser that refuses the rule (or throws on it) still installs, with the page kept.
    for (const refusing of [
      jest.fn(async () => Promise.reject(new TypeError('not'))),
      jest.fn(() => {
        throw new TypeError('not');
      }),
    ]) {
      worker = loadWorker(network);
      await install(refusing);
      expect(refusing).toHaveBeenCalled();
      expect(worker.stores.get('locus-lex-offline')?.has(OFFLINE_PATH)).toBe(true);
    }
  });

  it('on taking over, lets page loads start before it runs and drops its older caches only', async () => {
    for (const name of ['locus-lex-offline', 'locus-lex-pages', 'another-app'])
      worker.stores.set(name, new Map());
    const event = extendable();
    worker.emit('activate', event);
    await event.settled();
    expect(worker.self.registration.navigationPreload.enable).toHaveBeenCalled();
    // The page that registered it goes on as it began: none of its requests pass the worker.
    expect(worker.self.clients.claim).not.toHaveBeenCalled();
    expect([...worker.stores.keys()]).toEqual(['locus-lex-offline', 'another-app']);
  });

  it("answers a page load with the server's own answer, a 404 as well", async () => {
    await install();
    const notFound = new Response('Deze kamer bestaat niet', { status: 404 });
    const { answer } = load(page(), Promise.resolve(notFound));
    expect(await answer).toBe(notFound);
  });

  it('asks the network itself where the browser started no page load before it', async () => {
    await install();
    const wines = new Response('Rood', { status: 200 });
    network.mockImplementation(async () => wines);
    const request = page();
    const { answer } = load(request, Promise.resolve(undefined));
    expect(await answer).toBe(wines);
    expect(network).toHaveBeenLastCalledWith(request);
  });

  it('answers a page load that finds no connection with the offline page', async () => {
    await install();
    const { answer } = load(page(), noConnection());
    const response = await answer!;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Geen verbinding</h1>');
    // Once more: the kept page is handed out, not used up.
    expect(
      await (await load(page('https://locuslex.example/'), noConnection()).answer!).text(),
    ).toBe('<h1>Geen verbinding</h1>');
  });

  it("leaves the browser's own error where it has no offline page", async () => {
    const { answer } = load(page(), noConnection());
    await expect(answer).rejects.toThrow('Failed to fetch');
  });

  it('leaves alone what is no page load: a form sent without script, a script, a picture', () => {
    for (const request of [
      { url: 'https://locuslex.example/event', mode: 'navigate', method: 'POST' },
      { url: 'https://locuslex.example/_next/static/chunks/a.js', mode: 'no-cors', method: 'GET' },
      { url: 'https://locuslex.example/wijnen?_rsc=1', mode: 'cors', method: 'GET' },
    ]) {
      expect(load(request, Promise.resolve(undefined)).answer).toBeUndefined();
    }
  });

  it('fetches the offline page again after a page load once the kept one is a day old', async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    await install();
    expect(network).toHaveBeenCalledTimes(1);

    now.mockReturnValue(start + 23 * HOUR);
    let loaded = load(page(), Promise.resolve(new Response('Rood')));
    await loaded.answer;
    await loaded.settled();
    expect(network).toHaveBeenCalledTimes(1);

    now.mockReturnValue(start + 25 * HOUR);
    network.mockImplementation(async () => new Response('<h1>Nieuw nummer</h1>'));
    loaded = load(page(), Promise.resolve(new Response('Rood')));
    await loaded.answer;
    await loaded.settled();
    expect(network).toHaveBeenCalledTimes(2);
    expect(await (await load(page(), noConnection()).answer!).text()).toBe('<h1>Nieuw nummer</h1>');
  });

  it('keeps the page it has when fetching it again fails, and the visitor never notices', async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    await install();
    now.mockReturnValue(start + 25 * HOUR);
    network.mockImplementation(async () => new Response('', { status: 503 }));
    const wines = new Response('Rood');
    const loaded = load(page(), Promise.resolve(wines));
    expect(await loaded.answer).toBe(wines);
    await loaded.settled();
    expect(await (await load(page(), noConnection()).answer!).text()).toBe(
      '<h1>Geen verbinding</h1>',
    );
  });
});
