/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  buildIsCurrent,
  buildServes,
  builtSiteUrl,
  stampBuild,
} from '../../scripts/build-stamp.mjs';
import { tempDirs } from '../support/temp-dirs';

describe('build stamp (preview rebuilds when the build links to another address)', () => {
  const tempDir = tempDirs();

  it('records and reads the address a build was made for, and nothing without a build', () => {
    const dir = tempDir('stamp-');
    expect(builtSiteUrl(dir)).toBeUndefined();
    stampBuild('http://127.0.0.1:41234', dir);
    expect(builtSiteUrl(dir)).toBeUndefined();
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'build');
    expect(builtSiteUrl(dir)).toBe('http://127.0.0.1:41234');
  });

  it('serves only a build made for the same address', () => {
    expect(buildServes('http://localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(buildServes('http://localhost:3000/', 'http://localhost:3000')).toBe(true);
    expect(buildServes('http://localhost:3000', 'http://127.0.0.1:41234')).toBe(false);
    expect(buildServes('http://localhost:3000', undefined)).toBe(false);
  });

  it('knows a build made from other sources is stale (preview and bench rebuild)', () => {
    const dir = tempDir('stamp-');
    mkdirSync(path.join(dir, 'app', 'wijnen'), { recursive: true });
    writeFileSync(path.join(dir, 'app', 'wijnen', 'page.tsx'), 'export default 1;');
    stampBuild('http://localhost:3000', dir);
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'build');
    expect(buildIsCurrent(dir)).toBe(true);
    // A file outside the sources changes nothing.
    writeFileSync(path.join(dir, 'NOTES.md'), 'iets');
    expect(buildIsCurrent(dir)).toBe(true);
    writeFileSync(path.join(dir, 'app', 'wijnen', 'page.tsx'), 'export default 2;');
    expect(buildIsCurrent(dir)).toBe(false);
    stampBuild('http://localhost:3000', dir);
    expect(buildIsCurrent(dir)).toBe(true);
    mkdirSync(path.join(dir, 'styles'));
    writeFileSync(path.join(dir, 'styles', 'print.scss'), 'a {}');
    expect(buildIsCurrent(dir)).toBe(false);
    // A stamp from before fingerprints (the address alone) reads as stale.
    writeFileSync(path.join(dir, '.next', 'cache', 'site-url'), 'http://localhost:3000\n');
    expect(buildIsCurrent(dir)).toBe(false);
    expect(builtSiteUrl(dir)).toBe('http://localhost:3000');
  });
});
