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
      <TextArea name="message" limit={LIMITS.message} />
      <Checkbox name="keysAccepted" label={words.keys} initially />
    </RequestForm>
  );
}
