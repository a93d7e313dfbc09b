'use client';

import { useBrowserValue } from '@/components/layout/use-browser-value';
import { lastEventDate, LIMITS, OCCASIONS, todayInBelgium } from '@/lib/forms/constants';
import { eventAction } from '@/lib/forms/actions';

import { DateField, SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';
import { useFormWords } from './form-words';
import { RequestForm } from './request-form';

// Read in the browser: a prerendered page's date would be its build's. The server checks anyway.
function useToday() {
  return useBrowserValue<string | undefined>(todayInBelgium, undefined);
}

export function EventForm() {
  const today = useToday();
  const words = useFormWords();
  const occasions = OCCASIONS.map((o) => ({ value: o.value, label: words.occasions[o.value]! }));
  return (
    <RequestForm kind="event" action={eventAction}>
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
            {/* Not type="number": it posts nothing for "40-50", so the request lost its guests. */}
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
    </RequestForm>
  );
}
