/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

import { ROOT as root, sourceFiles } from '../support/source-files';

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);

/** `'@scope/name/sub'` → `@scope/name`, `'name/sub'` → `name`; undefined for our own paths. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('/')) return;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every module a file names: `import … from`, `export … from`, `import()`, `require()`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\b(?:import|require(?:\.resolve)?)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]!);
  return found;
}

describe('every package our code imports is named in package.json', () => {
  it('reads packages by name only when they are our own dependencies', () => {
    // A package reached because another one depends on it breaks, without a word, the day that
    // one drops it or moves to another major.
    const undeclared = sourceFiles(root).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .map(packageOf)
        .filter((name): name is string => name !== undefined && !declared.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('tells a package from our own paths and Node built-ins', () => {
    expect(packageOf('next/font/local')).toBe('next');
    expect(packageOf('@next/env')).toBe('@next/env');
    expect(packageOf('firebase-admin/firestore')).toBe('firebase-admin');
    expect(packageOf('@/lib/firestore')).toBeUndefined();
    expect(packageOf('../lib/pages.mjs')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('zlib')).toBeUndefined();
  });
});
