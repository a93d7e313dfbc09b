import { useContext } from 'react';

import type { FormState } from '@/lib/forms/submit';

import { FocusField } from './fields';
import styles from './form.module.scss';

/** The id of what a submit's answer focuses when no field is to blame: this status or the thanks. */
export const STATUS_ID = 'form-status';

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
      id={STATUS_ID}
      className={state.status === 'error' ? styles.alert : styles.summary}
      role={state.status === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      // Focused, like a field, when a refused or failed submit has no field to blame.
      autoFocus={useContext(FocusField) === STATUS_ID || undefined}
    >
      {text}
    </p>
  );
}
