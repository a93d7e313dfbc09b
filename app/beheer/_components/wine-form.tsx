'use client';

import { useActionState, useEffect } from 'react';

import formStyles from '@/components/forms/form.module.scss';
import { saveWineAction, type WineFormState } from '@/lib/staff/actions';
import { KNOWN_COLLECTIONS } from '@/lib/content/animals';
import { FLAG_FIELDS, WINE_FIELDS, type WineField } from '@/lib/staff/wine-fields';
import { WINE_TYPES } from '@/lib/wines/schema';

import styles from './staff.module.scss';

type Props = {
  id: string | null;
  // A save over a newer version is refused.
  version?: string;
  /** The document as text, made on the server: a Firestore value may not cross to the browser. */
  opened: Record<WineField, string>;
};

const HINTS: Partial<Record<WineField, string>> = {
  price_glass: 'In euro, bv. 7,50. Een wijn heeft een prijs per glas of per fles, of beide.',
  price_bottle: 'In euro, bv. 34 of 34,50.',
  image:
    'Een pad op de site (/images/…) of een adres in Firebase Storage; leeg toont een getekende fles.',
};

export function WineForm({ id, version = '', opened }: Props) {
  const [state, action, pending] = useActionState<WineFormState, FormData>(saveWineAction, {
    status: 'idle',
  });
  const posted = state.status === 'idle' ? null : state;
  const values = posted?.values ?? opened;
  const problems = state.status === 'invalid' ? state.problems : {};
  const firstWrong = WINE_FIELDS.find((f) => problems[f.key])?.key;
  // After each refused save, the first field to fix has the focus (autoFocus does so without script).
  useEffect(() => {
    if (firstWrong) document.getElementById(firstWrong)?.focus();
  }, [state, firstWrong]);
  return (
    <form action={action} className={styles.fields} noValidate>
      {state.status === 'invalid' && (
        <p className={styles.alert} role="status">
          Nog niet bewaard:{' '}
          {Object.keys(problems).length === 1
            ? 'één veld'
            : `${Object.keys(problems).length} velden`}{' '}
          vragen aandacht.
        </p>
      )}
      {state.status === 'changed' && (
        <div className={styles.alert} role="alert">
          <p>
            Nog niet bewaard: iemand anders wijzigde deze wijn terwijl jij hem bewerkte
            {state.changes.length ? ':' : '.'}
          </p>
          {state.changes.length > 0 ? (
            <ul className={styles.diff}>
              {state.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          ) : (
            <p>
              {posted?.version ? 'Er is geen veld van de kaart veranderd.' : 'Hij is verwijderd.'}
            </p>
          )}
          <p>Je eigen wijzigingen staan hieronder nog. Bewaar opnieuw om ze erover te zetten.</p>
        </div>
      )}
      {id && <input type="hidden" name="id" value={id} />}
      <input type="hidden" name="versie" value={posted?.version ?? version} />
      <input type="hidden" name="geopend" value={posted?.opened ?? JSON.stringify(opened)} />
      {WINE_FIELDS.map(({ key, label }) => {
        const errors = problems[key];
        const describedBy =
          [HINTS[key] && `${key}-hint`, errors && `${key}-error`].filter(Boolean).join(' ') ||
          undefined;
        const control = {
          id: key,
          name: key,
          'aria-invalid': Boolean(errors),
          'aria-describedby': describedBy,
          autoFocus: firstWrong === key || undefined,
        };
        if (FLAG_FIELDS.includes(key as never))
          return (
            <div key={key} className={styles.check}>
              <input
                type="checkbox"
                {...control}
                defaultChecked={values[key] === 'ja'}
                value="ja"
              />
              <label htmlFor={key}>
                {key === 'hidden'
                  ? 'Verborgen: niet op de wijnkaart'
                  : 'Uitverkocht: op de kaart gemarkeerd'}
              </label>
              {errors && (
                <p id={`${key}-error`} className={formStyles.error}>
                  {errors.join(' ')}
                </p>
              )}
            </div>
          );
        const options: readonly string[] | null =
          key === 'type' ? WINE_TYPES : key === 'collection' ? KNOWN_COLLECTIONS : null;
        return (
          <div key={key} className={formStyles.field}>
            <label htmlFor={key} className={formStyles.label}>
              {label}
            </label>
            {HINTS[key] && (
              <p id={`${key}-hint`} className={formStyles.hint}>
                {HINTS[key]}
              </p>
            )}
            {options ? (
              <select {...control} defaultValue={values[key] ?? ''} className={formStyles.input}>
                {key === 'collection' && <option value="">Geen</option>}
                {key === 'type' && <option value="">Kies een type</option>}
                {/* A value typed in the console that is no option stays visible, to be corrected. */}
                {values[key] && !options.includes(values[key]) && (
                  <option value={values[key]}>{values[key]}</option>
                )}
                {options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                defaultValue={values[key] ?? ''}
                inputMode={key.startsWith('price') ? 'decimal' : undefined}
                className={formStyles.input}
              />
            )}
            {errors && (
              <p id={`${key}-error`} className={formStyles.error}>
                {errors.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      <p>
        <button type="submit" className={styles.solid} disabled={pending}>
          {pending ? 'Bezig met bewaren…' : 'Bewaren'}
        </button>
      </p>
    </form>
  );
}
