/** @jest-environment node */
import { randomBytes } from 'node:crypto';

import { actionKeyCheck } from '../../scripts/action-key.mjs';

describe('the forms’ action key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) at build', () => {
  const KEY = 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY';

  it('accepts base64 of an AES key length, on Vercel or not', () => {
    for (const size of [16, 24, 32]) {
      const key = randomBytes(size).toString('base64');
      expect(actionKeyCheck({ [KEY]: key })).toBeUndefined();
      expect(actionKeyCheck({ [KEY]: key, VERCEL: '1' })).toBeUndefined();
    }
  });

  it('stops a build with a key Next could not use', () => {
    for (const key of [
      'abc',
      'change-me',
      randomBytes(20).toString('base64'),
      randomBytes(32).toString('hex'),
      `${randomBytes(32).toString('base64')}\n`,
    ])
      expect(actionKeyCheck({ [KEY]: key })).toEqual({ error: expect.stringContaining(KEY) });
  });

  it('warns a Vercel build without one, and leaves a local build alone', () => {
    expect(actionKeyCheck({ VERCEL: '1' })).toEqual({ warning: expect.stringContaining(KEY) });
    expect(actionKeyCheck({})).toBeUndefined();
    expect(actionKeyCheck({ [KEY]: '' })).toBeUndefined();
  });
});
