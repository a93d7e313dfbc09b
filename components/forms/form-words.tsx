'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { FormWords, Plural } from '@/lib/forms/words';

const Words = createContext<FormWords | null>(null);

/** The form's words in the page's language (lib/forms/words.ts), given by its page. */
export function FormWordsProvider({ words, children }: { words: FormWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

export function useFormWords(): FormWords {
  const words = useContext(Words);
  if (!words) throw new Error('A form needs its words: render it inside FormWordsProvider.');
  return words;
}

/** A count in words, by its language's plural rules: "Nog 412 tekens over". */
export function counted(words: FormWords, forms: Plural, count: number): string {
  const form = new Intl.PluralRules(words.lang).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', new Intl.NumberFormat(words.lang).format(count));
}
