'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';

import formStyles from '@/components/forms/form.module.scss';
import { saveWineAction, type WineFormState } from '@/lib/staff/actions';
import { KNOWN_COLLECTIONS } from '@/lib/content/animals';
import {
  LABEL_NAMES,
  readLabels,
  WINE_FIELDS,
  WINE_LANGUAGE_NAMES,
  WINE_LANGUAGES,
  type WineField,
} from '@/lib/staff/wine-fields';
import { WINE_LABELS, WINE_TEXT_LIMITS, WINE_TYPES } from '@/lib/wines/schema';

import { FieldsToFix } from './fields-to-fix';
import { FieldErrors, fieldAria, StaffField } from './staff-field';
import styles from './staff.module.scss';
import agenda from './agenda.module.scss';

type Props = {
  id: string | null;
  // A save over a newer version is refused.
  version?: string;
  /** The document as text, made on the server: a Firestore value may not cross to the browser. */
  opened: Record<WineField, string>;
};

type Control = {
  id: string;
  name: WineField;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  autoFocus?: boolean;
};

const HINTS: Partial<Record<WineField, string>> = {
  price_glass: 'In euro, bv. 7,50. Een wijn heeft een prijs per glas of per fles, of beide.',
  price_bottle: 'In euro, bv. 34 of 34,50.',
  grapes: 'Gescheiden door komma’s, bv. Merlot, Cabernet Franc.',
  vintage: 'Een jaar, bv. 2019, of NV.',
  alcohol: 'In %, bv. 13,5.',
  image:
    'Een foto neem of kies je met je gsm op de pagina van de wijn, eens hij bewaard is. Hier kan ook een pad op de site (/images/…); leeg toont een getekende fles.',
};

const WORDS = [
  {
    group: 'note',
    legend: 'Proefnotitie',
    hint: `Kort, wat je proeft: hoogstens ${WINE_TEXT_LIMITS.note} tekens. Frans of Engels leeg toont de Nederlandse tekst.`,
    max: WINE_TEXT_LIMITS.note,
  },
  {
    group: 'pairing',
    legend: 'Past bij',
    hint: `Gerechten, bv. lamsrack, harde kazen: hoogstens ${WINE_TEXT_LIMITS.pairing} tekens. Frans of Engels leeg toont de Nederlandse tekst.`,
    max: WINE_TEXT_LIMITS.pairing,
  },
] as const;

const BOTTLES = [
  { value: '37,5', label: '37,5 cl (halve fles)' },
  { value: '50', label: '50 cl' },
  { value: '75', label: '75 cl' },
  { value: '150', label: '150 cl (magnum)' },
];

const label = (key: WineField) => WINE_FIELDS.find((f) => f.key === key)?.label ?? key;

export function WineForm({ id, version = '', opened }: Props) {
  const [state, action, pending] = useActionState<WineFormState, FormData>(saveWineAction, {
    status: 'idle',
  });
  const form = useRef<HTMLFormElement>(null);
  const posted = state.status === 'idle' ? null : state;
  const values = posted?.values ?? opened;
  const problems = state.status === 'invalid' ? state.problems : {};
  // After each refused save, the first field to fix has the focus; without script, the first
  // control marked autoFocus gets it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  const control = (key: WineField, hint = HINTS[key] && `${key}-hint`): Control => ({
    id: key,
    name: key,
    ...fieldAria(key, hint, problems[key]),
    autoFocus: Boolean(problems[key]) || undefined,
  });
  const error = (key: WineField) => <FieldErrors id={key} errors={problems[key]} />;
  const field = (key: WineField, caption: string, input: ReactNode) => (
    <StaffField key={key} id={key} label={caption} hint={HINTS[key]} errors={problems[key]}>
      {input}
    </StaffField>
  );
  const text = (key: WineField, more: object = {}) =>
    field(
      key,
      label(key),
      <input
        {...control(key)}
        {...more}
        defaultValue={values[key] ?? ''}
        className={formStyles.input}
      />,
    );
  // A value typed in the console that is no option stays visible, to be corrected.
  const select = (key: WineField, caption: string, options: { value: string; label: string }[]) =>
    field(
      key,
      caption,
      <select {...control(key)} defaultValue={values[key] ?? ''} className={formStyles.input}>
        {values[key] && !options.some((o) => o.value === values[key]) && (
          <option value={values[key]}>{values[key]}</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>,
    );
  const check = (
    key: WineField,
    value: string,
    caption: string,
    checked: boolean,
    box: string = key,
  ) => (
    <div key={box} className={styles.check}>
      <input
        type="checkbox"
        {...control(key)}
        id={box}
        defaultChecked={checked}
        value={value}
        autoFocus={(box === key && Boolean(problems[key])) || undefined}
      />
      <label htmlFor={box}>{caption}</label>
    </div>
  );
  const named = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
  const labels = readLabels(values.labels ?? '');

  return (
    <form ref={form} action={action} className={styles.fields} noValidate>
      {state.status === 'invalid' && (
        <div role="status">
          <FieldsToFix count={Object.keys(problems).length} />
        </div>
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
      {text('name')}
      {select('type', 'Type', [{ value: '', label: 'Kies een type' }, ...named(WINE_TYPES)])}
      <div className={formStyles.row}>
        {text('price_glass', { inputMode: 'decimal' })}
        {text('price_bottle', { inputMode: 'decimal' })}
      </div>
      {text('country')}
      {text('region')}
      {text('winehouse')}
      {select('collection', 'Collectie', [
        { value: '', label: 'Geen' },
        ...named(KNOWN_COLLECTIONS),
      ])}
      {text('grapes')}
      <div className={formStyles.row}>
        {text('vintage')}
        {text('alcohol', { inputMode: 'decimal' })}
      </div>
      {select('bottle_cl', 'Flesinhoud', [{ value: '', label: 'Niet vermeld' }, ...BOTTLES])}
      {WORDS.map(({ group, legend, hint, max }) => (
        <fieldset key={group} className={agenda.group}>
          <legend>{legend}</legend>
          <p id={`${group}-hint`} className={formStyles.hint}>
            {hint}
          </p>
          {WINE_LANGUAGES.map((language) => {
            const key = `${group}_${language}` as const;
            return field(
              key,
              WINE_LANGUAGE_NAMES[language],
              <textarea
                {...control(key, `${group}-hint`)}
                defaultValue={values[key] ?? ''}
                rows={3}
                maxLength={max}
                className={formStyles.input}
              />,
            );
          })}
        </fieldset>
      ))}
      <fieldset className={agenda.group}>
        <legend>Labels</legend>
        {WINE_LABELS.map((key, i) =>
          check(
            'labels',
            LABEL_NAMES[key],
            LABEL_NAMES[key],
            labels.includes(key),
            i === 0 ? 'labels' : `labels-${key}`,
          ),
        )}
        {error('labels')}
      </fieldset>
      {text('image')}
      {check('hidden', 'ja', 'Verborgen: niet op de wijnkaart', values.hidden === 'ja')}
      {error('hidden')}
      {check('soldOut', 'ja', 'Uitverkocht: op de kaart gemarkeerd', values.soldOut === 'ja')}
      {error('soldOut')}
      <p>
        <button type="submit" className={styles.solid} disabled={pending}>
          {pending ? 'Bezig met bewaren…' : 'Bewaren'}
        </button>
      </p>
    </form>
  );
}
