import { createContext, useContext, useState, type ChangeEvent, type ReactNode } from 'react';

import { announce } from '@/components/layout/announce';
import { countNote, isCalendarDate } from '@/lib/forms/constants';
import { dateInWords } from '@/lib/text';

import styles from './form.module.scss';
import { counted, useFormWords } from './form-words';

type Common = {
  name: string;
  label: ReactNode;
  errors?: string[];
  hint?: string;
  required?: boolean;
};

/**
 * The id a submit's answer sends the visitor to: the first invalid field, else the form's status
 * (form-status.tsx). Rendered as `autofocus` so a post without JavaScript lands there too;
 * ActionForm focuses it after a submit with it.
 */
export const FocusField = createContext<string | undefined>(undefined);

/** What every control carries: its name and id, its error state and descriptions, its focus. */
function useControl(name: string, errors?: string[], hint?: string, note?: string) {
  const describedBy =
    [hint && `${name}-hint`, note && `${name}-note`, errors?.length && `${name}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    id: name,
    name,
    // Said to be wrong only when the site has said so, with its message.
    'aria-invalid': Boolean(errors?.length),
    'aria-describedby': describedBy,
    autoFocus: useContext(FocusField) === name || undefined,
  };
}

/**
 * What a field holds as the visitor has it, for what the page says beside it (a date's words, a
 * message's count): what is typed, and what the browser put back before the script ran (Firefox
 * keeps a form's values over a reload).
 */
function useHeldValue(defaultValue?: string, onValue?: (value: string) => void) {
  const [value, setValue] = useState(defaultValue ?? '');
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onValue?.(event.target.value);
      setValue(event.target.value);
    },
    onAttach: (field: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (field && field.value !== value) setValue(field.value);
    },
  };
}

function Errors({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={`${name}-error`} className={styles.error}>
      {errors.join(' ')}
    </p>
  );
}

function Label({ name, label, required }: Pick<Common, 'name' | 'label' | 'required'>) {
  const words = useFormWords();
  return (
    <label htmlFor={name} className={styles.label}>
      {label}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className={styles.optional}>{` ${words.optional}`}</span>
      )}
    </label>
  );
}

type TextProps = Common & {
  type?: 'text' | 'tel' | 'email';
  /** A phone's keyboard for the field: digits for a number (see the event form's guests). */
  inputMode?: 'numeric';
  defaultValue?: string;
  autoComplete?: string;
};

export function TextField({
  name,
  label,
  errors,
  hint,
  required,
  type = 'text',
  defaultValue,
  ...rest
}: TextProps) {
  return (
    <div className={styles.field}>
      <Label name={name} label={label} required={required} />
      {hint && (
        <p id={`${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...useControl(name, errors, hint)}
        type={type}
        defaultValue={defaultValue}
        required={required}
        className={styles.input}
        {...rest}
      />
      <Errors name={name} errors={errors} />
    </div>
  );
}

type DateProps = Omit<Common, 'hint'> & { defaultValue?: string; min?: string; max?: string };

/**
 * A date picker that also says the chosen day in words, below it: the picker's own format follows
 * the browser's language (an English one shows 04/03/2027 for 3 April), the words the page's
 * ('zaterdag 3 april 2027'), read out as the field's description and when they change.
 */
export function DateField({ name, label, errors, required, defaultValue, min, max }: DateProps) {
  const { value, onChange, onAttach } = useHeldValue(defaultValue);
  // Only a real day has words: a refused post can bring back any text ('morgen', 2030-02-30).
  const { lang } = useFormWords();
  const words = isCalendarDate(value) ? dateInWords(value, 'full', lang) : undefined;
  return (
    <div className={styles.field}>
      <Label name={name} label={label} required={required} />
      <input
        {...useControl(name, errors, undefined, words)}
        type="date"
        defaultValue={defaultValue}
        required={required}
        min={min}
        max={max}
        className={styles.input}
        onChange={onChange}
        ref={onAttach}
      />
      <p id={`${name}-note`} className={styles.note} aria-live="polite">
        {words}
      </p>
      <Errors name={name} errors={errors} />
    </div>
  );
}

/** A message of at most `limit` characters. */
export function TextArea({
  name,
  label,
  errors,
  required,
  defaultValue,
  limit,
}: Common & { defaultValue?: string; limit: number }) {
  const words = useFormWords();
  const say = (note: NonNullable<ReturnType<typeof countNote>>) =>
    note.state === 'full'
      ? words.countFull
      : counted(words, note.state === 'near' ? words.countNear : words.countOver, note.count);
  const { value, onChange, onAttach } = useHeldValue(defaultValue, (typed) => {
    const next = countNote(typed, limit);
    if (next && next.state !== count?.state) announce(say(next));
  });
  const count = countNote(value, limit);
  return (
    <div className={styles.field}>
      <Label name={name} label={label} required={required} />
      <textarea
        {...useControl(name, errors)}
        rows={4}
        defaultValue={defaultValue}
        required={required}
        className={styles.input}
        onChange={onChange}
        ref={onAttach}
      />
      {count && (
        <p className={count.state === 'over' ? `${styles.note} ${styles.over}` : styles.note}>
          {say(count)}
        </p>
      )}
      <Errors name={name} errors={errors} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  errors,
  defaultValue,
  options,
}: Common & { defaultValue?: string; options: readonly { value: string; label: string }[] }) {
  const words = useFormWords();
  return (
    <div className={styles.field}>
      <Label name={name} label={label} />
      <select
        {...useControl(name, errors)}
        defaultValue={defaultValue ?? ''}
        className={styles.input}
      >
        <option value="">{words.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Errors name={name} errors={errors} />
    </div>
  );
}

export function Checkbox({
  name,
  label,
  errors,
  defaultChecked,
}: Common & { defaultChecked?: boolean }) {
  return (
    <div className={styles.checkField}>
      <input
        {...useControl(name, errors)}
        type="checkbox"
        defaultChecked={defaultChecked}
        required
        className={styles.checkbox}
      />
      <label htmlFor={name}>{label}</label>
      <Errors name={name} errors={errors} />
    </div>
  );
}

/** Hidden from people and assistive technology; bots fill it in and get a polite nothing. */
export function Honeypot({ name }: { name: string }) {
  const words = useFormWords();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={name}>{words.honeypot}</label>
      {/* Left alone by autofill as far as each one lets a page say so: the browsers by
          `autocomplete`, 1Password, LastPass, Bitwarden and Dashlane by their own attributes. */}
      <input
        id={name}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}
