'use client';

import { useLocale, useTranslations } from 'next-intl';

import { NewTabLink } from '@/components/content/new-tab-link';
import { pathIn, type Locale } from '@/i18n/routing';
import { KEYS_HEADING_ID } from '@/lib/content/club';
import { registerClubMember } from '@/lib/forms/club-action';
import { LIMITS } from '@/lib/forms/constants';

import { ActionForm } from './action-form';
import { Checkbox, TextArea } from './fields';

export function ClubForm({ email }: { email: string }) {
  const t = useTranslations('Forms');
  const club = pathIn(useLocale() as Locale, '/club');
  return (
    <ActionForm kind="club" action={registerClubMember} thanks={t('clubThanks')} email={email}>
      {(values, errors) => (
        <>
          <TextArea
            name="message"
            label={t('fields.message')}
            limit={LIMITS.message}
            defaultValue={values?.message}
            errors={errors.message}
          />
          <Checkbox
            name="keysAccepted"
            label={t.rich('keys', {
              link: (words) => <NewTabLink href={`${club}#${KEYS_HEADING_ID}`}>{words}</NewTabLink>,
            })}
            defaultChecked={values ? values.keysAccepted : true}
            errors={errors.keysAccepted}
          />
        </>
      )}
    </ActionForm>
  );
}
