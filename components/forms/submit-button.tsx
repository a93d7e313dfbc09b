import { useTranslations } from 'next-intl';

import styles from './form.module.scss';

/** Shows it is sending and cannot be pressed twice while it does. */
export function SubmitButton({ sending }: { sending: boolean }) {
  const t = useTranslations('Forms');
  return (
    <button type="submit" className={styles.submit} disabled={sending} aria-disabled={sending}>
      {sending ? t('sending') : t('send')}
    </button>
  );
}
