import type { FieldErrors } from '@/lib/forms/values';
import type { FormValues } from '@/lib/forms/values';

import { Checkbox, TextField } from './fields';
import { useFormWords } from './form-words';

type Props = { values: FormValues | undefined; errors: FieldErrors };

/** Who asks, in both forms: name, phone and e-mail, each as a browser can fill it in. */
const CONTACT = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function ContactFields({ values, errors }: Props) {
  const { fields } = useFormWords();
  return CONTACT.map(({ name, type, autoComplete }) => (
    <TextField
      key={name}
      name={name}
      type={type}
      label={fields[name]}
      required
      autoComplete={autoComplete}
      defaultValue={values?.[name]}
      errors={errors[name]}
    />
  ));
}

/** Both forms' last box: the privacy policy, accepted (its label links it, in a new tab). */
export function PrivacyField({ values, errors }: Props) {
  return (
    <Checkbox
      name="privacyAccepted"
      label={useFormWords().privacy}
      defaultChecked={values?.privacyAccepted ?? false}
      errors={errors.privacyAccepted}
    />
  );
}
