'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { FormWords } from '@/lib/forms/words';
import { perLanguage, pluralOf, type Plural } from '@/lib/intl';

const Words = createContext<FormWords | null>(null);

export function FormWordsProvider({ words, children }: { words: FormWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

export function useFormWords(): FormWords {
  const words = useContext(Words);
  if (!words) throw new Error('A form needs its words: render it inside FormWordsProvider.');
  return words;
}

const numbers = perLanguage((lang) => new Intl.NumberFormat(lang));

/** A count in words, by its language's plural rules: "Nog 412 tekens over". */
export function counted(words: FormWords, forms: Plural, count: number): string {
  return pluralOf(words.lang, forms, count).replace('#', numbers(words.lang).format(count));
}
