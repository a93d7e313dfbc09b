'use client';

import { useActionState, type ChangeEvent } from 'react';

import formStyles from '@/components/forms/form.module.scss';
import { importAction, type ImportState } from '@/lib/staff/actions';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '@/lib/staff/constants';

import styles from './staff.module.scss';

const names = (list: string[]) => list.join(', ');

// Stopped in the browser: the server's limit would end in an error.
function checkSize(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const size = input.files?.[0]?.size ?? 0;
  input.setCustomValidity(size > IMPORT_MAX_BYTES ? IMPORT_TOO_LARGE : '');
  input.reportValidity();
}

export function ImportForm() {
  // One state for both steps: what the last of them answered is what the page shows.
  const [state, action, pending] = useActionState<ImportState, FormData>(importAction, {
    status: 'idle',
  });
  const plan = state.status === 'preview' ? state.plan : null;
  const changes = plan ? plan.added.length + plan.changed.length + plan.removed.length : 0;
  return (
    <>
      <form action={action} className={styles.fields} encType="multipart/form-data">
        <div className={formStyles.field}>
          <label htmlFor="bestand" className={formStyles.label}>
            CSV-bestand
          </label>
          <p id="bestand-hint" className={formStyles.hint}>
            Zoals de export het maakt: puntkomma tussen de kolommen, prijzen met een komma.
            Ontbreken de kolommen van druiven tot labels, dan blijft dat bij elke wijn zoals het is:
            laat ze weg als het bestand te groot is.
          </p>
          <input
            id="bestand"
            name="bestand"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="bestand-hint"
            className={formStyles.input}
            onChange={checkSize}
          />
        </div>
        <p>
          <button type="submit" className={styles.button} disabled={pending}>
            {pending && !plan ? 'Bezig met lezen…' : 'Toon wat er verandert'}
          </button>
        </p>
      </form>
      {state.status === 'error' && (
        <p className={styles.alert} role="alert">
          {state.message}
        </p>
      )}
      {plan && (
        <section aria-labelledby="voorbeeld" className={styles.fields}>
          <h2 id="voorbeeld">Voorbeeld</h2>
          {changes === 0 && plan.invalid.length === 0 ? (
            <p className={styles.notice} role="status">
              Geen wijzigingen: de lijst is dezelfde als op de site.
            </p>
          ) : (
            <ul role="status">
              <li>
                Toegevoegd: {plan.added.length} {plan.added.length > 0 && `(${names(plan.added)})`}
              </li>
              <li>
                Gewijzigd: {plan.changed.length}
                {plan.changed.length > 0 && (
                  <ul>
                    {plan.changed.map((wine) => (
                      <li key={wine.name}>
                        {wine.name}: <span className={styles.diff}>{wine.fields.join('; ')}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
              <li>
                Verwijderd: {plan.removed.length}{' '}
                {plan.removed.length > 0 && `(${names(plan.removed)})`}
              </li>
              <li>Ongewijzigd: {plan.unchanged}</li>
            </ul>
          )}
          {plan.invalid.length > 0 && (
            <>
              <p className={styles.alert}>
                {plan.invalid.length === 1 ? 'Eén rij is' : `${plan.invalid.length} rijen zijn`}{' '}
                niet in orde. Er wordt niets bewaard tot het bestand klopt.
              </p>
              <ul>
                {plan.invalid.map((row) => (
                  <li key={row.line}>
                    Regel {row.line}: {row.message}
                  </li>
                ))}
              </ul>
            </>
          )}
          {changes > 0 && plan.invalid.length === 0 && (
            <form action={action}>
              <input
                type="hidden"
                name="token"
                value={state.status === 'preview' ? state.token : ''}
              />
              <button type="submit" className={styles.solid} disabled={pending}>
                {pending
                  ? 'Bezig met bewaren…'
                  : `Bevestig ${changes} wijziging${changes === 1 ? '' : 'en'}`}
              </button>
            </form>
          )}
        </section>
      )}
    </>
  );
}
