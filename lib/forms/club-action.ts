'use server';

import { clubSchema } from './schemas';
import { submitForm, type FormState } from './submit';

export async function registerClubMember(_prev: FormState, formData: FormData): Promise<FormState> {
  return submitForm('club', clubSchema, formData);
}
