/** @jest-environment node */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

import { builtFor } from '../../scripts/build.mjs';
import { tempDirs } from '../support/temp-dirs';

const tempDir = tempDirs();
const home = process.cwd();
afterEach(() => process.chdir(home));

describe('the build the preview serves', () => {
  it('names the address it was made for, and none for a build made otherwise', () => {
    process.chdir(tempDir('locus-lex-build-'));
    expect(builtFor()).toBeUndefined();
    mkdirSync('.next');
    writeFileSync('.next/BUILD_ID', 'abc');
    // `npm run build` alone (Next empties .next before it builds): the address is not known.
    expect(builtFor()).toBeUndefined();
    writeFileSync('.next/site-url', 'http://localhost:3000');
    expect(builtFor()).toBe('http://localhost:3000');
    // A build begun and not finished leaves no BUILD_ID: no build to serve.
    rmSync('.next/BUILD_ID');
    expect(builtFor()).toBeUndefined();
  });
});
