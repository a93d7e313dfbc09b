/** @jest-environment node */
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { frenchSpacing, messagesIn } from '@/i18n/messages';

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

describe('French typography', () => {
  /** Every text of a message tree with its key. */
  const texts = (messages: object, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' ? texts(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
    );

  it('keeps a sign from starting a line: no ordinary space before ; : ! ? » or after «', () => {
    const loose = texts(messagesIn('fr')).filter(([, text]) =>
      /[ \u00a0][;:!?»]|«[ \u00a0]/.test(text),
    );
    expect(loose).toEqual([]);
    // The files are written with ordinary spaces; the site sets them once, for every page.
    expect(texts(fr).some(([, text]) => / [:?]/.test(text))).toBe(true);
  });

  it('sets a narrow no-break space before the signs and a no-break one before % and €', () => {
    expect(frenchSpacing('Une question ? « Oui » : 0,0 % ; 12 €')).toBe(
      'Une question\u202f? «\u202fOui\u202f»\u202f: 0,0\u00a0%\u202f; 12\u00a0€',
    );
    // Addresses and times keep their colons.
    expect(frenchSpacing('https://locuslex.be à 20:00')).toBe('https://locuslex.be à 20:00');
  });
});
