import { perLanguage, pluralOf } from '@/lib/intl';

describe('perLanguage', () => {
  it('makes one object per language, on first use', () => {
    const make = jest.fn((lang: string) => ({ lang }));
    const of = perLanguage(make);
    expect(of('nl-BE')).toBe(of('nl-BE'));
    expect(of('fr-BE')).not.toBe(of('nl-BE'));
    expect(make.mock.calls).toEqual([['nl-BE'], ['fr-BE']]);
  });
});

describe('pluralOf', () => {
  const wines = { one: 'wijn', other: 'wijnen' };
  it("takes each language's rules: no wine is plural in Dutch and English, singular in French", () => {
    expect([0, 1, 2].map((n) => pluralOf('nl-BE', wines, n))).toEqual(['wijnen', 'wijn', 'wijnen']);
    expect(pluralOf('en', { one: 'wine', other: 'wines' }, 0)).toBe('wines');
    expect(pluralOf('fr-BE', { one: 'vin', other: 'vins' }, 0)).toBe('vin');
  });
});
