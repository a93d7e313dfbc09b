'use client';

import { useActionState } from 'react';

import formStyles from '@/components/forms/form.module.scss';
import { requestSignInAction } from '@/lib/staff/actions';
import { LINK_MINUTES } from '@/lib/staff/constants';
import type { SignInRequest } from '@/lib/staff/session';

import styles from './staff.module.scss';

const ANSWERS: Record<Exclude<SignInRequest['status'], 'idle' | 'invalid'>, string> = {
  sent: `Als dit adres toegang heeft tot het beheer, staat er binnen enkele minuten een aanmeldlink in de mailbox. Hij werkt één keer, binnen ${LINK_MINUTES} minuten.`,
  limited: 'Te veel aanvragen voor een aanmeldlink: probeer het binnen een uur opnieuw.',
  error: 'Er ging iets mis bij het versturen. Probeer het over enkele minuten opnieuw.',
};

export function SignInForm() {
  const [state, action, pending] = useActionState<SignInRequest, FormData>(requestSignInAction, {
    status: 'idle',
  });
  const invalid = state.status === 'invalid';
  const answer = state.status === 'idle' || state.status === 'invalid' ? null : state.status;
  return (
    <form action={action} className={styles.fields} noValidate>
      {answer && (
        <p className={answer === 'sent' ? styles.notice : styles.alert} role="status">
          {ANSWERS[answer]}
        </p>
      )}
      <div className={formStyles.field}>
        <label htmlFor="email" className={formStyles.label}>
          E-mailadres
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={formStyles.input}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'email-error' : undefined}
          autoFocus={invalid || undefined}
        />
        {invalid && (
          <p id="email-error" className={formStyles.error}>
            Vul een geldig e-mailadres in.
          </p>
        )}
      </div>
      <p>
        <button type="submit" className={styles.solid} disabled={pending}>
          {pending ? 'Bezig…' : 'Stuur mij een aanmeldlink'}
        </button>
      </p>
    </form>
  );
}
