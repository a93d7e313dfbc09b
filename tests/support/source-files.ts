import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root. */
export const ROOT = join(__dirname, '..', '..');

/** Our own code: everything but installed, built and generated files. */
const SKIP = new Set(['node_modules', '.next', '.git', 'test-results', 'playwright-report']);
const CODE = /\.(?:ts|tsx|mts|js|mjs|cjs|jsx)$/;

/** Every code file under a folder of ours, at any depth. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}
