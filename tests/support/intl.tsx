import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import messages from '@/messages/nl.json';

/** Renders as the site does for a Dutch page: its messages at hand. */
export function renderDutch(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="nl" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}
