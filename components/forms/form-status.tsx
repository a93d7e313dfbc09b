import { useContext } from 'react';

import { MailLink } from '@/components/content/mail-link';
import type { FormState } from '@/lib/forms/submit';

import { FocusField } from './fields';
import styles from './form.module.scss';
import { counted, useFormWords } from './form-words';

/** The id of what a submit's answer focuses when no field is to blame: this status or the thanks. */
export const STATUS_ID = 'form-status';

/** An e-mail address in one of our own messages ("of mail ons op info@…."), not its full stop. */
const ADDRESS = /([^\s@]+@[^\s@]+\.[a-z]{2,})/i;

/**
 * The live region that announces a failed send or the number of fields to fix. The address a
 * failed send offers is a link: on a phone, one tap to write to the venue instead.
 */
export function FormStatus({ state }: { state: FormState }) {
  const words = useFormWords();
  let text = '';
  if (state.status === 'error') text = state.message;
  if (state.status === 'invalid')
    text = counted(words, words.attention, Object.keys(state.errors).length);
  return (
    <p
      id={STATUS_ID}
      className={state.status === 'error' ? styles.alert : styles.summary}
      role={state.status === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      // Focused, like a field, when a refused or failed submit has no field to blame.
      autoFocus={useContext(FocusField) === STATUS_ID || undefined}
    >
      {text.split(ADDRESS).map((part, i) => (i % 2 ? <MailLink key={i} address={part} /> : part))}
    </p>
  );
}
