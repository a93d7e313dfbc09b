'use client';

import { useFormStatus } from 'react-dom';

import styles from './form.module.scss';

/** Shows it is sending and cannot be pressed twice while it does. */
export function SubmitButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-disabled={pending}>
      {pending ? 'Bezig met verzenden…' : 'Verzenden'}
    </button>
  );
}
