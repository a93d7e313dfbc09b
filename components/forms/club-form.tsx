'use client';

import { registerClubMember } from '@/lib/forms/club-action';
import { LIMITS } from '@/lib/forms/constants';

import { ActionForm } from './action-form';
import { Checkbox, TextArea } from './fields';
import { useFormWords } from './form-words';

export function ClubForm() {
  const words = useFormWords();
  return (
    <ActionForm kind="club" action={registerClubMember} thanks={words.thanks.club}>
      {(values, errors) => (
        <>
          <TextArea
            name="message"
            label={words.fields.message}
            limit={LIMITS.message}
            defaultValue={values?.message}
            errors={errors.message}
          />
          <Checkbox
            name="keysAccepted"
            label={words.keys}
            defaultChecked={values ? values.keysAccepted : true}
            errors={errors.keysAccepted}
          />
        </>
      )}
    </ActionForm>
  );
}
