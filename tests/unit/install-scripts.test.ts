/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT as root } from '../support/source-files';

type Lock = { packages: Record<string, { version?: string; hasInstallScript?: boolean }> };
type Manifest = { allowScripts?: Record<string, boolean> };

const read = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

/** The package name of a lockfile path such as `node_modules/a/node_modules/@b/c`. */
const nameOf = (path: string) =>
  path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('install scripts of dependencies (package.json allowScripts)', () => {
  const { packages } = read<Lock>('package-lock.json');
  const { allowScripts = {} } = read<Manifest>('package.json');
  const withScripts = Object.entries(packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path, entry]) => ({ name: nameOf(path), version: entry.version }));

  it('has a reviewed decision for every locked package that carries one', () => {
    // npm 12 skips an unreviewed script silently; here a new one fails until someone decides.
    const unreviewed = withScripts.filter(
      ({ name, version }) => !(name in allowScripts) && !(`${name}@${version}` in allowScripts),
    );
    expect(unreviewed).toEqual([]);
    expect(withScripts.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['@firebase/util', '@parcel/watcher', 'protobufjs']),
    );
  });

  it('runs none of them: the site needs no install step of a dependency', () => {
    expect(Object.entries(allowScripts).filter(([, allowed]) => allowed)).toEqual([]);
  });
});
