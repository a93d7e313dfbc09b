/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// The subsetting code is ES modules with WebAssembly (harfbuzz), so it runs as its own process.
describe('self-hosted fonts (styles/fonts, scripts/fonts.mjs)', () => {
  it('are the current subsets of the @fontsource files and keep every Latin character', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/fonts.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('are the files the site loads, every one of them', () => {
    const modules = ['app/layout.tsx', 'components/content/display-italic.ts']
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const loaded = [...modules.matchAll(/'(?:\.\.\/)+styles\/fonts\/([^']+)'/g)]
      .map((m) => m[1])
      .sort();
    // Four faces, each a preloaded file and its -ext part.
    expect(loaded).toHaveLength(8);
    // The check above holds styles/fonts to exactly what the script makes.
    expect(loaded).toEqual(readdirSync('styles/fonts').sort());
  });
});
