import { render } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';

import { wineWords } from '@/components/wines/wine-words';
import messages from '@/messages/nl.json';

/** A Dutch page's messages around a component. */
export function withDutch(ui: ReactNode) {
  return (
    <NextIntlClientProvider locale="nl" messages={messages}>
      {ui}
    </NextIntlClientProvider>
  );
}

/** Renders as the site does for a Dutch page: its messages at hand. */
export function renderDutch(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => withDutch(children) });
}

/** The wine pages' words as a Dutch page has them, for the functions that take them. */
export function dutchWineWords() {
  const t = createTranslator({ locale: 'nl', messages, namespace: 'Wines' });
  const animals = createTranslator({ locale: 'nl', messages, namespace: 'Animals' });
  const words = wineWords('nl', t);
  return {
    locale: 'nl' as const,
    t: t as never,
    animals: animals as never,
    naming: words.naming,
    detailWords: {
      value: words.naming.value,
      page: (page: number) => t('pageDetail', { page }),
      more: (count: number) => t('more', { count }),
    },
  };
}
