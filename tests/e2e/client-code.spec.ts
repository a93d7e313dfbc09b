import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page, type Response } from '@playwright/test';

import { PAGE_TEMPLATES } from '../../lib/routes';
import { ANY_SCREEN } from './support/screens';

/** Text only Firebase's SDKs carry: their service hosts and package names. */
const FIREBASE_CODE =
  /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com|@firebase\/|firebase-admin/;

/** Every script `route` loads until the network is quiet, by path, with what the server sent. */
async function scriptsLoadedBy(page: Page, route: string) {
  const loaded = new Map<string, Promise<string>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      loaded.set(new URL(response.url()).pathname, response.text());
  };
  page.on('response', onResponse);
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bodies = new Map<string, string>();
  for (const [script, body] of loaded) bodies.set(script, await body);
  return bodies;
}

// Every read and write goes through firebase-admin on the server: the browser must never get a
// Firebase SDK. The build that serves these tests holds every script a route can load, its dynamic
// imports included, under .next/static.
test('no script the browser can load holds Firebase SDK code', async ({ page }) => {
  const dir = path.join(process.cwd(), '.next', 'static');
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  expect(scripts.length).toBeGreaterThan(5);
  expect(
    scripts.filter((file) => FIREBASE_CODE.test(readFileSync(path.join(dir, file), 'utf8'))),
  ).toEqual([]);

  // And those are the files the pages load: the wine menu's scripts come from that folder.
  const loaded = [...(await scriptsLoadedBy(page, '/wijnen')).keys()];
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) expect(script).toMatch(/^\/_next\/static\//);
});

// Every request in a page's head shares the line with the stylesheets and fonts its first paint
// waits for.
test('no page fetches a stylesheet it does not apply', { tag: ANY_SCREEN }, async ({ request }) => {
  const links = (html: string, pattern: RegExp) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => pattern.test(tag))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)![1]);
  for (const route of [...PAGE_TEMPLATES, '/wijnen/type/Rood/pagina/2', '/bestaat-niet']) {
    const html = await (await request.get(route)).text();
    const applied = links(html, /\brel="stylesheet"/);
    expect(applied.length, route).toBeGreaterThan(0);
    const unused = links(html, /\bas="style"/).filter((href) => !applied.includes(href));
    expect(unused, route).toEqual([]);
  }
});
