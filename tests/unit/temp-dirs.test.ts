/** @jest-environment node */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { tempDirs } from '../support/temp-dirs';

describe('temporary folders of the tests (tests/support/temp-dirs.ts)', () => {
  const tempDir = tempDirs();
  const made: string[] = [];

  it('makes a new folder at each call, with the prefix given', () => {
    const [one, two] = [tempDir('probe-'), tempDir('probe-')];
    expect(one).not.toBe(two);
    for (const dir of [one, two]) {
      expect(path.basename(dir)).toMatch(/^probe-./);
      writeFileSync(path.join(dir, 'entry'), 'iets');
    }
    made.push(one, two);
  });

  it('removes them, with what they hold, once the test that made them has ended', () => {
    expect(made).toHaveLength(2);
    for (const dir of made) expect(existsSync(dir)).toBe(false);
  });
});
