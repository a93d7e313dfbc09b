import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { addressOnPaper, getSiteConfig } from '@/lib/site-config';

import styles from './form-page.module.scss';

type Props = {
  /** The page's own path, where the form is filled in. */
  path: string;
  /** What the form asks for, as the start of a sentence: "Vraag uw datum aan". */
  ask: string;
  children: ReactNode;
};

/**
 * A form page's card: the form on a screen; on paper, where a form cannot be sent, the address
 * to fill it in and the venue's phone and e-mail instead of empty fields.
 */
export function FormCard({ path, ask, children }: Props) {
  const { siteUrl, phone, email } = getSiteConfig();
  const address = addressOnPaper(siteUrl, path);
  const t = useTranslations('Forms');
  return (
    <div className={styles.card}>
      {children}
      <p className={styles.onPaper}>
        {t.rich('onPaper', { ask, phone, email, address: () => <strong>{address}</strong> })}
      </p>
    </div>
  );
}
