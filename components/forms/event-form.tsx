'use client';

import Link from 'next/link';
import { useActionState } from 'react';

import { requestEvent } from '@/lib/forms/event-action';
import { LIMITS, MAX_GUESTS, OCCASIONS } from '@/lib/forms/constants';
import type { FormState } from '@/lib/forms/submit';

import { Checkbox, Honeypot, SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';

export const EVENT_THANKS = 'We hebben uw aanvraag goed ontvangen, we nemen snel contact met je op!';

export function EventForm() {
  const [state, formAction] = useActionState<FormState, FormData>(requestEvent, { status: 'idle' });
  if (state.status === 'success') {
    return (
      <p className={styles.thanks} role="status">
        {EVENT_THANKS}
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
      <div className={styles.row}>
        <TextField name="date" type="date" label="Gewenste datum" defaultValue={values?.date} errors={errors.date} />
        <TextField name="guests" type="number" label="Aantal gasten" min={1} max={MAX_GUESTS} defaultValue={values?.guests} errors={errors.guests} />
      </div>
      <SelectField name="occasion" label="Soort gelegenheid" options={OCCASIONS} defaultValue={values?.occasion} errors={errors.occasion} />
      <TextArea name="message" label="Bericht" required maxLength={LIMITS.message} defaultValue={values?.message} errors={errors.message} />
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
