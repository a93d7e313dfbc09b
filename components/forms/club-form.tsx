'use client';

import Link from 'next/link';
import { useActionState } from 'react';

import { registerClubMember } from '@/lib/forms/club-action';
import { LIMITS } from '@/lib/forms/constants';
import type { FormState } from '@/lib/forms/submit';

import { Checkbox, Honeypot, TextArea, TextField } from './fields';
import styles from './form.module.scss';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';

export const CLUB_THANKS = 'Welkom bij de club, we nemen snel contact met je op!';

export function ClubForm() {
  const [state, formAction] = useActionState<FormState, FormData>(registerClubMember, { status: 'idle' });
  if (state.status === 'success') {
    return (
      <p className={styles.thanks} role="status">
        {CLUB_THANKS}
      </p>
    );
  }
  const values = state.status === 'idle' ? undefined : state.values;
  const errors = state.status === 'invalid' ? state.errors : {};
  return (
    <form action={formAction} className={styles.form} noValidate>
      <FormStatus state={state} />
      <TextField name="name" label="Naam" required autoComplete="name" maxLength={LIMITS.name} defaultValue={values?.name} errors={errors.name} />
      <TextField name="phone" type="tel" label="Telefoon" required autoComplete="tel" maxLength={LIMITS.phone} defaultValue={values?.phone} errors={errors.phone} />
      <TextField name="email" type="email" label="Email" required autoComplete="email" maxLength={LIMITS.email} defaultValue={values?.email} errors={errors.email} />
      <TextArea name="message" label="Bericht" maxLength={LIMITS.message} defaultValue={values?.message} errors={errors.message} />
      <Checkbox
        name="keysAccepted"
        label="Ik wil lid worden en aanvaard de Zeven Sleutels van Locus Lex."
        defaultChecked={values ? values.keysAccepted : true}
        errors={errors.keysAccepted}
      />
      <Checkbox
        name="privacyAccepted"
        label={
          <>
            Ik ga akkoord met het <Link href="/privacy">privacybeleid</Link>.
          </>
        }
        defaultChecked={values?.privacyAccepted ?? false}
        errors={errors.privacyAccepted}
      />
      <Honeypot name="website" />
      <SubmitButton />
    </form>
  );
}
