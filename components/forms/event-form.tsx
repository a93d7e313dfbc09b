'use client';

import { LIMITS, MAX_GUESTS, OCCASIONS } from '@/lib/forms/constants';
import { requestEvent } from '@/lib/forms/event-action';

import { ActionForm } from './action-form';
import { SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';

export const EVENT_THANKS =
  'We hebben uw aanvraag goed ontvangen, we nemen snel contact met je op!';

export function EventForm() {
  return (
    <ActionForm action={requestEvent} thanks={EVENT_THANKS}>
      {(values, errors) => (
        <>
          <div className={styles.row}>
            <TextField
              name="date"
              type="date"
              label="Gewenste datum"
              defaultValue={values?.date}
              errors={errors.date}
            />
            <TextField
              name="guests"
              type="number"
              label="Aantal gasten"
              min={1}
              max={MAX_GUESTS}
              defaultValue={values?.guests}
              errors={errors.guests}
            />
          </div>
          <SelectField
            name="occasion"
            label="Soort gelegenheid"
            options={OCCASIONS}
            defaultValue={values?.occasion}
            errors={errors.occasion}
          />
          <TextArea
            name="message"
            label="Bericht"
            required
            maxLength={LIMITS.message}
            defaultValue={values?.message}
            errors={errors.message}
          />
        </>
      )}
    </ActionForm>
  );
}
