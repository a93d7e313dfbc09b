/**
 * A failed write: the database does not answer. Runs in its own file (own module registry), with
 * the app pointed at a port where nothing listens.
 */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.99' }),
}));

import { freePort } from '../../scripts/emulator.mjs';

describe('a failed mail write', () => {
  it('shows the Dutch error with the venue address, keeps the input, and logs nothing personal', async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await freePort()}`;
    process.env.FORM_RATE_LIMIT = '0';
    process.env.FORM_RATE_LIMIT_SITE = '0';
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { requestEvent } = await import('@/lib/forms/event-action');
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Clara Verhaegen',
      phone: '055 11 22 33',
      email: 'clara@voorbeeld.be',
      message: 'Diner',
      privacyAccepted: 'on',
    }))
      fd.set(k, v);
    const state = await requestEvent({ status: 'idle' }, fd);
    expect(state.status).toBe('error');
    if (state.status !== 'error') throw new Error('unreachable');
    expect(state.message).toMatch(/^Er ging iets mis/);
    expect(state.message).toContain('info@locuslex.example');
    expect(state.values).toMatchObject({ name: 'Clara Verhaegen', message: 'Diner' });
    expect(error.mock.calls.flat().join(' ')).not.toContain('Clara');
  }, 20_000);
});
