import type { ReactNode } from 'react';

import styles from './form.module.scss';

type Common = {
  name: string;
  label: ReactNode;
  errors?: string[];
  hint?: string;
  required?: boolean;
};

function describedBy(name: string, errors?: string[], hint?: string) {
  return (
    [hint && `${name}-hint`, errors?.length && `${name}-error`].filter(Boolean).join(' ') ||
    undefined
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

function Label({ name, label, required }: Pick<Common, 'name' | 'label' | 'required'>) {
  return (
    <label htmlFor={name} className={styles.label}>
      {label}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className={styles.optional}> (optioneel)</span>
      )}
    </label>
  );
}

type TextProps = Common & {
  type?: 'text' | 'tel' | 'email' | 'date' | 'number';
  defaultValue?: string;
  maxLength?: number;
  autoComplete?: string;
  min?: string | number;
  max?: string | number;
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
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors, hint)}
        className={styles.input}
        {...rest}
      />
      <Errors name={name} errors={errors} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  errors,
  required,
  defaultValue,
  maxLength,
}: Common & { defaultValue?: string; maxLength?: number }) {
  return (
    <div className={styles.field}>
      <Label name={name} label={label} required={required} />
      <textarea
        id={name}
        name={name}
        rows={4}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors)}
        className={styles.input}
      />
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
  return (
    <div className={styles.field}>
      <Label name={name} label={label} />
      <select
        id={name}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors)}
        className={styles.input}
      >
        <option value="">Maak een keuze</option>
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
        id={name}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        required
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors)}
        className={styles.checkbox}
      />
      <label htmlFor={name}>{label}</label>
      <Errors name={name} errors={errors} />
    </div>
  );
}

/** Hidden from people and assistive technology; bots fill it in and get a polite nothing. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={name}>Laat dit veld leeg</label>
      <input id={name} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
