import { useLocale, useTranslations } from 'next-intl';

import { NewTabLink } from '@/components/content/new-tab-link';
import { pathIn, type Locale } from '@/i18n/routing';
import type { FieldErrors } from '@/lib/forms/submit';
import type { FormValues } from '@/lib/forms/values';

import { Checkbox, TextField } from './fields';

type Props = { values: FormValues | undefined; errors: FieldErrors };

/** Who asks, in both forms: name, phone and e-mail, each as a browser can fill it in. */
const CONTACT = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function ContactFields({ values, errors }: Props) {
  const t = useTranslations('Forms');
  return CONTACT.map(({ name, type, autoComplete }) => (
    <TextField
      key={name}
      name={name}
      type={type}
      label={t(`fields.${name}`)}
      required
      autoComplete={autoComplete}
      defaultValue={values?.[name]}
      errors={errors[name]}
    />
  ));
}

/** Both forms' last box: the privacy policy, accepted. */
export function PrivacyField({ values, errors }: Props) {
  const t = useTranslations('Forms');
  const privacy = pathIn(useLocale() as Locale, '/privacy');
  return (
    <Checkbox
      name="privacyAccepted"
      // In a new tab: read beside the form, nothing typed is lost (it was, in this one).
      label={t.rich('privacy', {
        link: (words) => <NewTabLink href={privacy}>{words}</NewTabLink>,
      })}
      defaultChecked={values?.privacyAccepted ?? false}
      errors={errors.privacyAccepted}
    />
  );
}
