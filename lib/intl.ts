import type { Locale } from '@/i18n/routing';

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

/** The text in the page's language, and the language it is really in: Dutch where it is missing. */
export function inLanguage(
  words: Record<Locale, string>,
  locale: Locale,
): { text: string; lang: Locale } {
  const own = words[locale];
  return own ? { text: own, lang: locale } : { text: words.nl, lang: 'nl' };
}
