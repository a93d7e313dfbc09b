/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  addCompileHints,
  COMPILE_HINT,
  startupScripts,
  withCompileHint,
} from '../../scripts/compile-hints.mjs';
import { tempDirs } from '../support/temp-dirs';

const tempDir = tempDirs();

function fakeBuild(rootMainFiles: string[] | undefined) {
  const dir = tempDir('hints-');
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const name of ['framework.js', 'runtime.js', 'route.js', 'swiper.js', 'styles.css'])
    writeFileSync(path.join(dir, 'static', 'chunks', name), `/* ${name} */(()=>{})();`);
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify(rootMainFiles ? { rootMainFiles, polyfillFiles: [] } : { pages: {} }),
  );
  const read = (name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');
  return { dir, read };
}

describe('compile hints (the framework compiles while it downloads, not in the first long task)', () => {
  it('puts the magic comment on the first line, before any code, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||=[]).push([1])');
    expect(hinted.startsWith('//# allFunctionsCalledOnLoad\n(globalThis')).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("hints exactly the scripts every page starts with, and leaves a route's own chunks alone", () => {
    const { dir, read } = fakeBuild([
      'static/chunks/framework.js',
      'static/chunks/runtime.js',
      'static/chunks/styles.css',
    ]);
    expect(addCompileHints(dir)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/runtime.js',
    ]);
    expect(read('framework.js')).toBe(`${COMPILE_HINT}/* framework.js */(()=>{})();`);
    expect(read('runtime.js').startsWith(COMPILE_HINT)).toBe(true);
    for (const name of ['route.js', 'swiper.js', 'styles.css'])
      expect(read(name).startsWith('//#')).toBe(false);
    // A second build step over the same output changes nothing.
    addCompileHints(dir);
    expect(read('framework.js')).toBe(`${COMPILE_HINT}/* framework.js */(()=>{})();`);
  });

  it('finds nothing to hint without a build or without the list, rather than guessing', () => {
    expect(startupScripts(tempDir('no-build-'))).toEqual([]);
    const { dir, read } = fakeBuild(undefined);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read('framework.js').startsWith('//#')).toBe(false);
  });
});
