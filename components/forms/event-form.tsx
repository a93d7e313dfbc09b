'use client';

import { useBrowserValue } from '@/components/layout/use-browser-value';
import {
  lastEventDate,
  LIMITS,
  MAX_GUESTS,
  OCCASIONS,
  todayInBelgium,
} from '@/lib/forms/constants';
import { requestEvent } from '@/lib/forms/event-action';

import { ActionForm } from './action-form';
import { DateField, SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';

export const EVENT_THANKS =
  'We hebben uw aanvraag goed ontvangen, we nemen snel contact met je op!';

/**
 * Today, read in the browser: the page is prerendered, so a date from the server would be its
 * build's. Before hydration (or without JavaScript) the picker has no bounds; the server's check
 * stands either way.
 */
function useToday() {
  return useBrowserValue<string | undefined>(todayInBelgium, undefined);
}

export function EventForm({ email }: { email: string }) {
  const today = useToday();
  return (
    <ActionForm kind="event" action={requestEvent} thanks={EVENT_THANKS} email={email}>
      {(values, errors) => (
        <>
          <div className={styles.row}>
            <DateField
              name="date"
              label="Gewenste datum"
              min={today}
              max={today && lastEventDate(today)}
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
