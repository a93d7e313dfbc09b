import type { ReactNode } from 'react';

import { pathIn, type AppPathname, type Locale } from '@/i18n/routing';
import { wordsIn } from '@/lib/messages';
import { addressOnPaper, getSiteConfig } from '@/lib/site-config';

import styles from './form-page.module.scss';
import { FormWordsFor } from './form-words-for';

type Props = {
  locale: Locale;
  /** The page where the form is filled in. */
  page: AppPathname;
  /** What the form asks for, as the start of a sentence: "Vraag je datum aan". */
  ask: string;
  children: ReactNode;
};

/**
 * A form page's card: the form with its words; on paper, where a form cannot be sent, the address
 * to fill it in and the venue's phone and e-mail instead of empty fields.
 */
export function FormCard({ locale, page, ask, children }: Props) {
  const { siteUrl, phone, email } = getSiteConfig();
  const address = addressOnPaper(siteUrl, pathIn(locale, page));
  return (
    <div className={styles.card}>
      <FormWordsFor locale={locale}>{children}</FormWordsFor>
      <p className={styles.onPaper}>
        {wordsIn(locale, 'Forms').rich('onPaper', {
          ask,
          phone,
          email,
          address: () => <strong>{address}</strong>,
        })}
      </p>
    </div>
  );
}
