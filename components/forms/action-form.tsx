'use client';

import { useActionState, useEffect, type ReactNode } from 'react';

import { NewTabLink } from '@/components/content/new-tab-link';
import { HONEYPOT, LIMITS } from '@/lib/forms/constants';
import type { FieldErrors, FormState } from '@/lib/forms/submit';

import { Checkbox, FocusField, Honeypot, TextField } from './fields';
import styles from './form.module.scss';
import { focusTarget } from './focus-target';
import { FormStatus, STATUS_ID } from './form-status';
import { SubmitButton } from './submit-button';

type Values = Extract<FormState, { values: unknown }>['values'];

type Props = {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  thanks: string;
  /** The fields between the contact details and the privacy checkbox. */
  children: (values: Values | undefined, errors: FieldErrors) => ReactNode;
};

/**
 * What both forms share: the server action's state (errors only after a submit, values fed back
 * so nothing typed is lost), name, phone and e-mail, the privacy checkbox, the honeypot, the
 * sending button, and the thank-you text that replaces the form and stays.
 */
export function ActionForm({ action, thanks, children }: Props) {
  const [state, formAction] = useActionState<FormState, FormData>(action, { status: 'idle' });
  const target = focusTarget(state);
  // Each answer is a new state, so a second identical refusal moves focus again. Without
  // JavaScript the same target is rendered with `autofocus` and the browser does it on load.
  useEffect(() => {
    if (target) document.getElementById(target)?.focus();
  }, [state, target]);
  if (state.status === 'success') {
    return (
      <p id={STATUS_ID} className={styles.thanks} role="status" tabIndex={-1} autoFocus>
        {thanks}
      </p>
    );
  }
  const values = state.status === 'idle' ? undefined : state.values;
  const errors = state.status === 'invalid' ? state.errors : {};
  return (
    <FocusField value={target}>
      <form action={formAction} className={styles.form} noValidate>
        <FormStatus state={state} />
        <TextField
          name="name"
          label="Naam"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          defaultValue={values?.name}
          errors={errors.name}
        />
        <TextField
          name="phone"
          type="tel"
          label="Telefoon"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          defaultValue={values?.phone}
          errors={errors.phone}
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          defaultValue={values?.email}
          errors={errors.email}
        />
        {children(values, errors)}
        <Checkbox
          name="privacyAccepted"
          label={
            <>
              {/* In a new tab: read beside the form, nothing typed is lost (it was, in this one). */}
              Ik ga akkoord met het <NewTabLink href="/privacy">privacybeleid</NewTabLink>.
            </>
          }
          defaultChecked={values?.privacyAccepted ?? false}
          errors={errors.privacyAccepted}
        />
        <Honeypot name={HONEYPOT} />
        <SubmitButton />
      </form>
    </FocusField>
  );
}
