import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A maker of folders in the system's temporary folder, each removed after the test that made it,
 * whether it passed or not: the unit tests that write fake builds there left five folders behind on
 * every run.
 */
export function tempDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
