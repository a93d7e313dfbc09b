'use client';

import { createContext, type ReactNode } from 'react';

export type ErrorWordsValue = Record<'title' | 'heading' | 'text' | 'retry' | 'home', string>;

/** The error page's words in the page's language, given by the document: it takes no props. */
export const ErrorWords = createContext<ErrorWordsValue | null>(null);

export function ErrorWordsProvider({
  words,
  children,
}: {
  words: ErrorWordsValue;
  children: ReactNode;
}) {
  return <ErrorWords value={words}>{children}</ErrorWords>;
}
