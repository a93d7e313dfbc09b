'use client';

import { clubAction } from '@/lib/forms/actions';
import { LIMITS } from '@/lib/forms/constants';

import { Checkbox, TextArea } from './fields';
import { useFormWords } from './form-words';
import { RequestForm } from './request-form';

export function ClubForm() {
  const words = useFormWords();
  return (
    <RequestForm kind="club" action={clubAction}>
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
    </RequestForm>
  );
}
