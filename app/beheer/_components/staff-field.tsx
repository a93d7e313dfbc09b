import type { ReactNode } from 'react';

import formStyles from '@/components/forms/form.module.scss';

/** What a control says of its field: whether it is wrong, and which hint and faults describe it. */
export function fieldAria(id: string, hintId: string | undefined, errors: string[] | undefined) {
  return {
    'aria-invalid': Boolean(errors),
    'aria-describedby': [hintId, errors && `${id}-error`].filter(Boolean).join(' ') || undefined,
  };
}

/** A field's faults, in Dutch, under it; nothing while it has none. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return errors ? (
    <p id={`${id}-error`} className={formStyles.error}>
      {errors.join(' ')}
    </p>
  ) : null;
}

type Props = { id: string; label: string; hint?: string; errors?: string[]; children: ReactNode };

/** A staff form's field: its label, its hint, the control (`children`) and its faults. */
export function StaffField({ id, label, hint, errors, children }: Props) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
