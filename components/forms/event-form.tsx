'use client';

import { useBrowserValue } from '@/components/layout/use-browser-value';
import { lastEventDate, LIMITS } from '@/lib/forms/constants';
import { todayInBelgium } from '@/lib/text';
import { eventAction } from '@/lib/forms/actions';

import { DateField, SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';
import { useFormWords } from './form-words';
import { RequestForm } from './request-form';

export function EventForm() {
  // Read in the browser: a prerendered page's date would be its build's. The server checks anyway.
  const today = useBrowserValue<string | undefined>(todayInBelgium, undefined);
  const words = useFormWords();
  return (
    <RequestForm kind="event" action={eventAction}>
      <div className={styles.row}>
        <DateField name="date" min={today} max={today && lastEventDate(today)} />
        {/* Not type="number": it posts nothing for "40-50", so the request lost its guests. */}
        <TextField name="guests" inputMode="numeric" maxLength={20} />
      </div>
      <SelectField name="occasion" options={words.occasions} />
      <TextArea name="message" required limit={LIMITS.message} />
    </RequestForm>
  );
}
