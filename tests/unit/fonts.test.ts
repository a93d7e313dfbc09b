/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The subsetting code is ES modules with WebAssembly (harfbuzz), so it runs as its own process.
describe('self-hosted fonts (styles/fonts, scripts/fonts.mjs)', () => {
  it('are the current subsets of the @fontsource files and keep every Latin character', () => {
    expect(() => execFileSync(process.execPath, ['scripts/fonts.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('are the files the site loads', () => {
    const modules = ['app/layout.tsx', 'components/content/display-italic.ts'].map((f) => readFileSync(f, 'utf8')).join('\n');
    const loaded = [...modules.matchAll(/'(?:\.\.\/)+styles\/fonts\/([^']+)'/g)].map((m) => m[1]).sort();
    const made = (readFileSync('scripts/fonts.mjs', 'utf8').match(/'[a-z0-9-]+\.woff2'\]/g) ?? []).map((s) => s.slice(1, -2)).sort();
    expect(loaded).toHaveLength(4);
    expect(loaded).toEqual(made);
  });
});
