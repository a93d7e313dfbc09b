import { createContext, useContext, useState, type ChangeEvent, type ReactNode } from 'react';

import { announce } from '@/components/layout/announce';
import { countNote, isCalendarDate, LIMITS } from '@/lib/forms/constants';
import { dateInWords } from '@/lib/text';

import styles from './form.module.scss';
import { counted, useFormWords } from './form-words';

type Common = { name: string; label: ReactNode; errors?: string[]; required?: boolean };

/** The id an answer sends focus to, rendered as `autofocus` for a post without JavaScript. */
export const FocusField = createContext<string | undefined>(undefined);

// Twice a field's limit: the count says how far over it is, and no post nears Next's body limit.
const typedLimit = (name: string) =>
  name in LIMITS ? LIMITS[name as keyof typeof LIMITS] * 2 : undefined;

function useControl(name: string, errors?: string[], note?: string) {
  const describedBy =
    [note && `${name}-note`, errors?.length && `${name}-error`].filter(Boolean).join(' ') ||
    undefined;
  return {
    id: name,
    name,
    'aria-invalid': Boolean(errors?.length),
    'aria-describedby': describedBy,
    maxLength: typedLimit(name),
    autoFocus: useContext(FocusField) === name || undefined,
  };
}

/** What a field holds, also what the browser put back before the script ran (Firefox does). */
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

/** A control with its label above it and its note and errors below. */
function Field({ name, label, required, errors, children }: Common & { children: ReactNode }) {
  const words = useFormWords();
  return (
    <div className={styles.field}>
      <label htmlFor={name} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className={styles.optional}>{` ${words.optional}`}</span>
        )}
      </label>
      {children}
      <Errors name={name} errors={errors} />
    </div>
  );
}

function Errors({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={`${name}-error`} className={styles.error}>
      {errors.join(' ')}
    </p>
  );
}

type TextProps = Common & {
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'numeric';
  defaultValue?: string;
  autoComplete?: string;
};

export function TextField({ type = 'text', label, ...props }: TextProps) {
  const { name, errors, required, ...rest } = props;
  return (
    <Field label={label} {...props}>
      <input
        {...useControl(name, errors)}
        {...rest}
        type={type}
        required={required}
        className={styles.input}
      />
    </Field>
  );
}

type DateProps = Common & { defaultValue?: string; min?: string; max?: string };

/** The day in the page's words below the picker, whose format follows the browser's language. */
export function DateField({ name, errors, required, defaultValue, min, max, ...props }: DateProps) {
  const { value, onChange, onAttach } = useHeldValue(defaultValue);
  const { lang } = useFormWords();
  const words = isCalendarDate(value) ? dateInWords(value, 'full', lang) : undefined;
  return (
    <Field name={name} errors={errors} required={required} {...props}>
      <input
        {...useControl(name, errors, words)}
        {...{ defaultValue, required, min, max, onChange }}
        type="date"
        className={styles.input}
        ref={onAttach}
      />
      <p id={`${name}-note`} className={styles.note} aria-live="polite">
        {words}
      </p>
    </Field>
  );
}

type TextAreaProps = Common & { defaultValue?: string; limit: number };

export function TextArea({ name, errors, required, defaultValue, limit, ...props }: TextAreaProps) {
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
    <Field name={name} errors={errors} required={required} {...props}>
      <textarea
        {...useControl(name, errors)}
        {...{ defaultValue, required, onChange }}
        rows={4}
        className={styles.input}
        ref={onAttach}
      />
      {count && (
        <p className={count.state === 'over' ? `${styles.note} ${styles.over}` : styles.note}>
          {say(count)}
        </p>
      )}
    </Field>
  );
}

type Options = readonly { value: string; label: string }[];

export function SelectField(props: Common & { defaultValue?: string; options: Options }) {
  const { name, errors, defaultValue, options } = props;
  const words = useFormWords();
  return (
    <Field {...props}>
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
    </Field>
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

export function Honeypot({ name }: { name: string }) {
  const words = useFormWords();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={name}>{words.honeypot}</label>
      {/* Each password manager's own attribute keeps it from filling this in. */}
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
