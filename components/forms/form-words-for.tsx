import type { ReactNode } from 'react';

import { NewTabLink } from '@/components/content/new-tab-link';
import { pathIn, type Locale } from '@/i18n/routing';
import { KEYS_HEADING_ID } from '@/lib/content/club';
import { formWords } from '@/lib/forms/words';
import { wordsIn } from '@/lib/messages';
import { getSiteConfig } from '@/lib/site-config';

import { FormWordsProvider } from './form-words';

/**
 * A form page's words for its form, made here on the server. The pages its boxes name open in a
 * new tab: read beside the form, nothing typed is lost.
 */
export function FormWordsFor({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = wordsIn(locale, 'Forms');
  const labels = {
    keys: t.rich('keys', {
      link: (words) => (
        <NewTabLink href={`${pathIn(locale, '/club')}#${KEYS_HEADING_ID}`}>{words}</NewTabLink>
      ),
    }),
    privacy: t.rich('privacy', {
      link: (words) => <NewTabLink href={pathIn(locale, '/privacy')}>{words}</NewTabLink>,
    }),
  };
  return (
    <FormWordsProvider words={formWords(locale, getSiteConfig().email, labels)}>
      {children}
    </FormWordsProvider>
  );
}
