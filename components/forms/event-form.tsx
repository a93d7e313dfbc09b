'use client';

import { useTranslations } from 'next-intl';

import { useBrowserValue } from '@/components/layout/use-browser-value';
import { lastEventDate, LIMITS, OCCASIONS, todayInBelgium } from '@/lib/forms/constants';
import { requestEvent } from '@/lib/forms/event-action';

import { ActionForm } from './action-form';
import { DateField, SelectField, TextArea, TextField } from './fields';
import styles from './form.module.scss';

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
  const t = useTranslations('Forms');
  const occasions = OCCASIONS.map((o) => ({ value: o.value, label: t(`occasions.${o.value}`) }));
  return (
    <ActionForm kind="event" action={requestEvent} thanks={t('eventThanks')} email={email}>
      {(values, errors) => (
        <>
          <div className={styles.row}>
            <DateField
              name="date"
              label={t('fields.date')}
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
              label={t('fields.guests')}
              inputMode="numeric"
              defaultValue={values?.guests}
              errors={errors.guests}
            />
          </div>
          <SelectField
            name="occasion"
            label={t('fields.occasion')}
            options={occasions}
            defaultValue={values?.occasion}
            errors={errors.occasion}
          />
          <TextArea
            name="message"
            label={t('fields.message')}
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
