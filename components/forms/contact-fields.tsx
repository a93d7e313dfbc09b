import { NewTabLink } from '@/components/content/new-tab-link';
import type { FieldErrors } from '@/lib/forms/submit';
import type { FormValues } from '@/lib/forms/values';

import { Checkbox, TextField } from './fields';

type Props = { values: FormValues | undefined; errors: FieldErrors };

/** Who asks, in both forms: name, phone and e-mail, each as a browser can fill it in. */
const CONTACT = [
  { name: 'name', label: 'Naam', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Telefoon', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

export function ContactFields({ values, errors }: Props) {
  return CONTACT.map(({ name, label, type, autoComplete }) => (
    <TextField
      key={name}
      name={name}
      type={type}
      label={label}
      required
      autoComplete={autoComplete}
      defaultValue={values?.[name]}
      errors={errors[name]}
    />
  ));
}

/** Both forms' last box: the privacy policy, accepted. */
export function PrivacyField({ values, errors }: Props) {
  return (
    <Checkbox
      name="privacyAccepted"
      label={
        <>
          {/* In a new tab: read beside the form, nothing typed is lost (it was, in this one). */}
          Ik ga akkoord met het <NewTabLink href="/privacy">privacybeleid</NewTabLink>.
        </>
      }
      defaultChecked={values?.privacyAccepted ?? false}
      errors={errors.privacyAccepted}
    />
  );
}
