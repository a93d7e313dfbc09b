import type { ReactNode } from 'react';

import { NewTabLink } from '@/components/content/new-tab-link';
import { localizedPath, type AppPathname, type Locale } from '@/i18n/routing';
import { KEYS_HEADING_ID } from '@/lib/content/club';
import { formWords } from '@/lib/forms/words';
import { getTranslator } from '@/lib/messages';
import { addressOnPaper, getSiteConfig } from '@/lib/site-config';

import styles from './form-page.module.scss';
import { FormWordsProvider } from './form-words';

type Props = {
  locale: Locale;
  /** The page where the form is filled in. */
  page: AppPathname;
  /** What the form asks for, as the start of a sentence: "Vraag je datum aan". */
  ask: string;
  params?: Record<string, string>;
  children: ReactNode;
};

/**
 * A form with its words, made here on the server; on paper the address to fill it in instead.
 * The pages its boxes name open in a new tab, so nothing typed is lost.
 */
export function FormCard({ locale, page, ask, params, children }: Props) {
  const { siteUrl, phone, email } = getSiteConfig();
  const t = getTranslator(locale, 'Forms');
  const labels = {
    keys: t.rich('keys', {
      link: (words) => (
        <NewTabLink href={`${localizedPath(locale, '/club')}#${KEYS_HEADING_ID}`}>
          {words}
        </NewTabLink>
      ),
    }),
    privacy: t.rich('privacy', {
      link: (words) => <NewTabLink href={localizedPath(locale, '/privacy')}>{words}</NewTabLink>,
    }),
  };
  return (
    <div className={styles.card}>
      <FormWordsProvider words={formWords(locale, email, labels)}>{children}</FormWordsProvider>
      <p className={styles.onPaper}>
        {t.rich('onPaper', {
          ask,
          phone,
          email,
          address: () => (
            <strong>{addressOnPaper(siteUrl, localizedPath(locale, page, params))}</strong>
          ),
        })}
      </p>
    </div>
  );
}
