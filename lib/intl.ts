// Kept: making an Intl object costs far more than using it.
export function perLanguage<T>(make: (lang: string) => T): (lang: string) => T {
  const made = new Map<string, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) made.set(lang, (value = make(lang)));
    return value;
  };
}

export type Plural = { one: string; other: string };

const pluralRules = perLanguage((lang) => new Intl.PluralRules(lang));

export function pluralOf(lang: string, forms: Plural, count: number): string {
  return pluralRules(lang).select(count) === 'one' ? forms.one : forms.other;
}
