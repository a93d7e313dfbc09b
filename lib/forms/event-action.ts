'use server';

import { eventSchema } from './schemas';
import { submitForm, type FormState } from './submit';

export async function requestEvent(_prev: FormState, formData: FormData): Promise<FormState> {
  return submitForm('event', eventSchema, formData);
}
