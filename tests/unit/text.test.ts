/** @jest-environment node */
import { someNamed } from '@/lib/text';

describe('someNamed', () => {
  it('lists up to the limit and counts the rest, as a Dutch sentence does', () => {
    expect(someNamed([], 3)).toBe('');
    expect(someNamed(['Chili'], 3)).toBe('Chili');
    expect(someNamed(['Rood', 'Wit', 'Rosé'], 3)).toBe('Rood, Wit, Rosé');
    expect(someNamed(['Rood', 'Wit', 'Rosé', 'Mousserend', 'Oranje'], 3)).toBe(
      'Rood, Wit, Rosé en 2 meer',
    );
  });
});
