/** One Intl object per language, made on first use and kept: making one costs far more than using it. */
export function perLanguage<T>(make: (lang: string) => T): (lang: string) => T {
  const made = new Map<string, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) made.set(lang, (value = make(lang)));
    return value;
  };
}

/** A count's words in both forms; `#` may stand for the number. */
export type Plural = { one: string; other: string };

const pluralRules = perLanguage((lang) => new Intl.PluralRules(lang));

/** The form a count takes by a language's plural rules. */
export function pluralOf(lang: string, forms: Plural, count: number): string {
  return pluralRules(lang).select(count) === 'one' ? forms.one : forms.other;
}
