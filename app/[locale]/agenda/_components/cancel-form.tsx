'use client';

import { useActionState } from 'react';

import { cancelReservationAction, type CancelState } from '@/lib/events/actions';

import styles from './agenda.module.scss';

type Words = Record<Exclude<CancelState['status'], 'idle'>, string> & { button: string };

/** A button, not the link itself: a mail scanner that opens links must not cancel anything. */
export function CancelForm({
  id,
  signature,
  words,
}: {
  id: string;
  signature: string;
  words: Words;
}) {
  const [state, action, pending] = useActionState<CancelState, FormData>(cancelReservationAction, {
    status: 'idle',
  });
  if (state.status === 'cancelled' || state.status === 'already')
    return (
      <p className={styles.notice} role="status">
        {words[state.status]}
      </p>
    );
  return (
    <form action={action}>
      {state.status !== 'idle' && (
        <p className={styles.notice} role="alert">
          {words[state.status]}
        </p>
      )}
      <input type="hidden" name="r" value={id} />
      <input type="hidden" name="s" value={signature} />
      <button type="submit" className={styles.button} disabled={pending} aria-disabled={pending}>
        {words.button}
      </button>
    </form>
  );
}
