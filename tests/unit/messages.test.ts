/** @jest-environment node */
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

/** Every key of a message file, as "Namespace.key". */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the message files', () => {
  it.each([
    ['French', fr],
    ['English', en],
  ])('%s has every Dutch key and no other, so nothing falls back to Dutch', (_, messages) => {
    expect(keys(messages).sort()).toEqual(keys(nl).sort());
  });

  it('gives every message a text', () => {
    for (const messages of [nl, fr, en])
      for (const key of keys(messages))
        expect(
          key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages),
        ).not.toBe('');
  });
});
