import { NewTabLink } from '@/components/content/new-tab-link';
import { LIMITS } from '@/lib/forms/constants';
import type { FieldErrors } from '@/lib/forms/submit';
import type { FormValues } from '@/lib/forms/values';

import { Checkbox, TextField } from './fields';

type Props = { values: FormValues | undefined; errors: FieldErrors };

/** Who asks, in both forms: name, phone and e-mail, each as a browser can fill it in. */
export function ContactFields({ values, errors }: Props) {
  return (
    <>
      <TextField
        name="name"
        label="Naam"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        defaultValue={values?.name}
        errors={errors.name}
      />
      <TextField
        name="phone"
        type="tel"
        label="Telefoon"
        required
        autoComplete="tel"
        maxLength={LIMITS.phone}
        defaultValue={values?.phone}
        errors={errors.phone}
      />
      <TextField
        name="email"
        type="email"
        label="Email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        defaultValue={values?.email}
        errors={errors.email}
      />
    </>
  );
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
