/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildServes, builtSiteUrl, stampBuild } from '../../scripts/build-stamp.mjs';

describe('build stamp (preview rebuilds when the build links to another address)', () => {
  it('records and reads the address a build was made for, and nothing without a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stamp-'));
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
});
