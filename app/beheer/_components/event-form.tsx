'use client';

import { useActionState, useEffect, type ReactNode } from 'react';

import formStyles from '@/components/forms/form.module.scss';
import { saveEventAction, type EventFormState } from '@/lib/staff/event-actions';
import type { EventErrors, EventField, EventValues } from '@/lib/staff/event-fields';

import { FieldsToFix } from './fields-to-fix';
import { fieldAria, StaffField } from './staff-field';
import styles from './staff.module.scss';
import agenda from './agenda.module.scss';

export type Choice = { value: string; label: string };

type ControlProps = {
  id: EventField;
  name: EventField;
  defaultValue: string;
  className?: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  autoFocus?: boolean;
};

type Props = {
  id: string | null;
  // A save over a newer version is refused.
  version?: string;
  opened: EventValues;
  choices: { kind: Choice[]; audience: Choice[]; status: Choice[] };
};

const LANGUAGES = [
  { code: 'nl', name: 'Nederlands', hint: 'Verplicht.' },
  { code: 'fr', name: 'Frans', hint: 'Leeg toont de Nederlandse tekst.' },
  { code: 'en', name: 'Engels', hint: 'Leeg toont de Nederlandse tekst.' },
] as const;

const HINTS: Partial<Record<EventField, string>> = {
  end: 'Vroeger dan het begin: de volgende dag.',
  seats: 'Leeg: geen reservaties via de site.',
  price: 'In euro, bv. 25 of 27,50. 0 is gratis.',
  image: 'Een pad op de site (/images/…) of een adres in Firebase Storage; mag leeg.',
};

export function EventForm({ id, version = '', opened, choices }: Props) {
  const [state, action, pending] = useActionState<EventFormState, FormData>(saveEventAction, {
    status: 'idle',
  });
  const posted = state.status === 'idle' ? null : state;
  const values = posted?.values ?? opened;
  const errors: EventErrors = state.status === 'invalid' ? state.errors : {};
  const firstWrong = (Object.keys(values) as EventField[]).find((key) => errors[key]);
  // After each refused save, the first field to fix has the focus (autoFocus does so without script).
  useEffect(() => {
    if (firstWrong) document.getElementById(firstWrong)?.focus();
  }, [state, firstWrong]);

  function field(key: EventField, label: string, control: (props: ControlProps) => ReactNode) {
    const wrong = errors[key];
    return (
      <StaffField id={key} label={label} hint={HINTS[key]} errors={wrong}>
        {control({
          id: key,
          name: key,
          defaultValue: values[key],
          className: formStyles.input,
          ...fieldAria(key, HINTS[key] && `${key}-hint`, wrong),
          autoFocus: firstWrong === key || undefined,
        })}
      </StaffField>
    );
  }
  const select = (key: EventField, label: string, options: Choice[]) =>
    field(key, label, (props) => (
      <select {...props}>
        {/* A value typed in the console that is no option stays visible, to be corrected. */}
        {!options.some((o) => o.value === values[key]) && (
          <option value={values[key]}>{values[key] || 'Maak een keuze'}</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ));
  const input = (key: EventField, label: string, more: object = {}) =>
    field(key, label, (props) => <input {...props} {...more} />);

  return (
    <form action={action} className={styles.fields} noValidate>
      <div aria-live="polite">
        {state.status === 'invalid' && <FieldsToFix count={Object.keys(errors).length} />}
        {state.status === 'changed' && (
          <div className={styles.alert}>
            <p>Nog niet bewaard: iemand anders wijzigde dit evenement terwijl jij het bewerkte:</p>
            <ul className={styles.diff}>
              {state.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <p>Je eigen wijzigingen staan hieronder nog. Bewaar opnieuw om ze erover te zetten.</p>
          </div>
        )}
        {state.status === 'gone' && (
          <p className={styles.alert}>Niet bewaard: dit evenement is intussen verwijderd.</p>
        )}
        {state.status === 'error' && (
          <p className={styles.alert}>
            Niet bewaard: de database antwoordde niet. Probeer opnieuw.
          </p>
        )}
      </div>
      {id && (
        <>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="versie" value={posted?.version ?? version} />
          <input type="hidden" name="geopend" value={posted?.opened ?? JSON.stringify(opened)} />
        </>
      )}
      {LANGUAGES.map(({ code, name, hint }) => (
        <fieldset key={code} className={agenda.group}>
          <legend>{name}</legend>
          <p className={formStyles.hint}>{hint}</p>
          {input(`title_${code}`, 'Titel', { maxLength: 120, required: code === 'nl' })}
          {field(`description_${code}`, 'Beschrijving', (props) => (
            <textarea {...props} rows={5} maxLength={4000} required={code === 'nl'} />
          ))}
        </fieldset>
      ))}
      {select('kind', 'Soort', choices.kind)}
      <fieldset className={agenda.group}>
        <legend>Wanneer (Belgische tijd)</legend>
        {input('date', 'Datum', { type: 'date', required: true })}
        <div className={formStyles.row}>
          {input('start', 'Begin', { type: 'time', required: true })}
          {input('end', 'Einde', { type: 'time', required: true })}
        </div>
      </fieldset>
      {select('audience', 'Voor wie', choices.audience)}
      <div className={formStyles.row}>
        {input('seats', 'Plaatsen', { inputMode: 'numeric' })}
        {input('price', 'Prijs per persoon', { inputMode: 'decimal' })}
      </div>
      {input('image', 'Foto')}
      {select('status', 'Status', choices.status)}
      <p>
        <button type="submit" className={styles.solid} disabled={pending}>
          {pending ? 'Bezig met bewaren…' : 'Bewaren'}
        </button>
      </p>
    </form>
  );
}
