import type { FormState } from '@/lib/forms/submit';

import styles from './form.module.scss';

/** The live region that announces a failed send or the number of fields to fix. */
export function FormStatus({ state }: { state: FormState }) {
  let text = '';
  if (state.status === 'error') text = state.message;
  if (state.status === 'invalid') {
    const n = Object.keys(state.errors).length;
    text = n === 1 ? 'Eén veld vraagt nog uw aandacht.' : `${n} velden vragen nog uw aandacht.`;
  }
  return (
    <p
      className={state.status === 'error' ? styles.alert : styles.summary}
      role={state.status === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
