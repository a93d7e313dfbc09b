'use client';

import { useBrowserValue } from '@/components/layout/use-browser-value';
import { lastEventDate, LIMITS, OCCASIONS, todayInBelgium } from '@/lib/forms/constants';
import { requestEvent } from '@/lib/forms/event-action';

import { ActionForm } from './action-form';
import { DateField, SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';
import { useFormWords } from './form-words';

/**
 * Today, read in the browser: the page is prerendered, so a date from the server would be its
 * build's. Before hydration (or without JavaScript) the picker has no bounds; the server's check
 * stands either way.
 */
function useToday() {
  return useBrowserValue<string | undefined>(todayInBelgium, undefined);
}

export function EventForm() {
  const today = useToday();
  const words = useFormWords();
  const occasions = OCCASIONS.map((o) => ({ value: o.value, label: words.occasions[o.value]! }));
  return (
    <ActionForm kind="event" action={requestEvent} thanks={words.thanks.event}>
      {(values, errors) => (
        <>
          <div className={styles.row}>
            <DateField
              name="date"
              label={words.fields.date}
              min={today}
              max={today && lastEventDate(today)}
              defaultValue={values?.date}
              errors={errors.date}
            />
            {/* A text field with a phone's digits, not type="number": that one sends nothing
                for what is no number ("40-50", "ongeveer 40"), so the request went out without
                its guests and no word of it, and Chrome takes out what it cannot read ("40 à 50"
                became 4050). The server says what it takes: 1 to MAX_GUESTS. */}
            <TextField
              name="guests"
              label={words.fields.guests}
              inputMode="numeric"
              defaultValue={values?.guests}
              errors={errors.guests}
            />
          </div>
          <SelectField
            name="occasion"
            label={words.fields.occasion}
            options={occasions}
            defaultValue={values?.occasion}
            errors={errors.occasion}
          />
          <TextArea
            name="message"
            label={words.fields.message}
            required
            limit={LIMITS.message}
            defaultValue={values?.message}
            errors={errors.message}
          />
        </>
      )}
    </ActionForm>
  );
}
