import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { FIREBASE_CODE } from '../../scripts/budget.mjs';

// Every read and write goes through firebase-admin on the server (decisions.md, `{key}`): the
// browser must never get a Firebase SDK. The build that serves these tests holds every script a
// route can load, its dynamic imports included, under .next/static.
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
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(new URL(response.url()).pathname);
  });
  await page.goto('/wijnen');
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) expect(script).toMatch(/^\/_next\/static\//);
});
