/** @jest-environment node */
import { blankIfUnseen, plainLines, singleLine, someNamed } from '@/lib/text';

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

describe('singleLine', () => {
  it('makes one line of breaks, tabs and controls, and drops direction overrides and isolates', () => {
    expect(singleLine('Anna\r\n\tBcc:\u0000 x\u0085y')).toBe('Anna Bcc: x y');
    expect(singleLine('\u202eeg.lium\u202c \u2066Peeters\u2069')).toBe('eg.lium Peeters');
    // Other scripts and the joiners that build a letter or an emoji stay.
    expect(singleLine('שרה 👩\u200d🍳 Kožená')).toBe('שרה 👩\u200d🍳 Kožená');
  });
});

describe('plainLines', () => {
  it('writes every line break as one "\\n", keeps tabs, and drops other controls and overrides', () => {
    expect(plainLines('a\r\nb\rc\u000bd\u000ce\u0085f\u2028g\u2029h')).toBe(
      'a\nb\nc\nd\ne\nf\ng\nh',
    );
    expect(
      plainLines('Tafel\t2\u0000\u0007\u001b[0m\u009b \u202eeg.lium\u202c \u2066x\u2069'),
    ).toBe('Tafel\t2[0m eg.lium x');
    expect(plainLines('שרה 👩\u200d🍳 Kožená\n')).toBe('שרה 👩\u200d🍳 Kožená\n');
  });
});

describe('blankIfUnseen', () => {
  it('makes text of nothing to see empty, and keeps any text with something to see whole', () => {
    // Zero-width space, word joiner, byte-order mark, soft hyphen, Hangul filler, zero-width joiner
    // and non-joiner, a variation selector, a no-break space, a tab and a line break.
    const unseen = '\u200b\u2060\ufeff\u00ad\u3164\u200d\u200c\ufe0f\u00a0\t\n';
    expect(blankIfUnseen(unseen)).toBe('');
    expect(blankIfUnseen('')).toBe('');
    for (const text of [`${unseen}x`, '👩\u200d🍳', '.', '\u200bAnna\u200b', 'שרה'])
      expect(blankIfUnseen(text)).toBe(text);
  });
});
