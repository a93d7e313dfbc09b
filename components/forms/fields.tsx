import { createContext, useContext, useState, type ChangeEvent, type ReactNode } from 'react';

import { announce } from '@/components/layout/announce';
import { countNote, LIMITS } from '@/lib/forms/constants';
import type { FieldErrors, FormValues } from '@/lib/forms/values';
import { dateInWords, isCalendarDate } from '@/lib/text';

import styles from './form.module.scss';
import { counted, useFormWords } from './form-words';

type Name = keyof FormValues;
type Common = { name: Name; label?: ReactNode; required?: boolean };

/**
 * The last answer's values and errors, and the id it sends focus to (rendered as `autofocus`,
 * for a post without JavaScript).
 */
export const Answer = createContext<{ values?: FormValues; errors: FieldErrors; focus?: string }>({
  errors: {},
});

// Twice a field's limit: the count says how far over it is, and no post passes Next's body limit.
const typedLimit = (name: string) =>
  name in LIMITS ? LIMITS[name as keyof typeof LIMITS] * 2 : undefined;

function useControl(name: Name, note?: string) {
  const { errors, focus } = useContext(Answer);
  const describedBy =
    [note && `${name}-note`, errors[name] && `${name}-error`].filter(Boolean).join(' ') ||
    undefined;
  return {
    id: name,
    name,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy,
    maxLength: typedLimit(name),
    autoFocus: focus === name || undefined,
  };
}

/** The answer's value, and what the browser put back before the script ran (Firefox does). */
function useHeldValue(name: Name, onValue?: (value: string) => void) {
  const defaultValue = useContext(Answer).values?.[name] as string | undefined;
  const [value, setValue] = useState(defaultValue ?? '');
  return {
    value,
    defaultValue,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onValue?.(event.target.value);
      setValue(event.target.value);
    },
    ref: (field: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (field && field.value !== value) setValue(field.value);
    },
  };
}

/** A control with its label above it and its note and errors below. */
function Field({ name, label, required, children }: Common & { children: ReactNode }) {
  const words = useFormWords();
  return (
    <div className={styles.field}>
      <label htmlFor={name} className={styles.label}>
        {label ?? words.fields[name as keyof typeof words.fields]}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className={styles.optional}>{` ${words.optional}`}</span>
        )}
      </label>
      {children}
      <Errors name={name} />
    </div>
  );
}

function Errors({ name }: { name: Name }) {
  const errors = useContext(Answer).errors[name];
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
  autoComplete?: string;
  maxLength?: number;
};

export function TextField({ type = 'text', label, ...props }: TextProps) {
  const { name, required, ...rest } = props;
  const defaultValue = useContext(Answer).values?.[name] as string | undefined;
  return (
    <Field label={label} {...props}>
      <input
        {...useControl(name)}
        {...rest}
        {...{ type, required, defaultValue }}
        className={styles.input}
      />
    </Field>
  );
}

/** The day in the page's words below the picker, whose format follows the browser's language. */
export function DateField({ min, max, ...props }: Common & { min?: string; max?: string }) {
  const { value, ...held } = useHeldValue(props.name);
  const { lang } = useFormWords();
  const words = isCalendarDate(value) ? dateInWords(value, 'full', lang) : undefined;
  return (
    <Field {...props}>
      <input
        {...useControl(props.name, words)}
        {...held}
        {...{ min, max, required: props.required }}
        type="date"
        className={styles.input}
      />
      <p id={`${props.name}-note`} className={styles.note} aria-live="polite">
        {words}
      </p>
    </Field>
  );
}

export function TextArea({ limit, ...props }: Common & { limit: number }) {
  const words = useFormWords();
  const say = (note: NonNullable<ReturnType<typeof countNote>>) =>
    note.state === 'full'
      ? words.countFull
      : counted(words, note.state === 'near' ? words.countNear : words.countOver, note.count);
  const { value, ...held } = useHeldValue(props.name, (typed) => {
    const next = countNote(typed, limit);
    if (next && next.state !== count?.state) announce(say(next));
  });
  const count = countNote(value, limit);
  return (
    <Field {...props}>
      <textarea
        {...useControl(props.name)}
        {...held}
        required={props.required}
        rows={4}
        className={styles.input}
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

export function SelectField({ options, ...props }: Common & { options: Options }) {
  const words = useFormWords();
  const defaultValue = useContext(Answer).values?.[props.name] as string | undefined;
  return (
    <Field {...props}>
      <select
        {...useControl(props.name)}
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

/** Checked at first as `initially`, then as the answer holds it. */
export function Checkbox({ name, label, initially }: Common & { initially: boolean }) {
  const values = useContext(Answer).values;
  return (
    <div className={styles.checkField}>
      <input
        {...useControl(name)}
        type="checkbox"
        defaultChecked={values ? Boolean(values[name]) : initially}
        required
        className={styles.checkbox}
      />
      <label htmlFor={name}>{label}</label>
      <Errors name={name} />
    </div>
  );
}
