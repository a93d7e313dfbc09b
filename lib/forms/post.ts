import 'server-only';

import { headers } from 'next/headers';
import type { z } from 'zod';

import { hasLocale, routing, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/firestore';
import { getTranslator } from '@/lib/messages';
import { addressKey, admit, clientAddress } from '@/lib/rate-limit';
import { pseudonym } from '@/lib/secret';

import { HONEYPOT, LANGUAGE_FIELD, type FormError } from './constants';
import { unreadErrors, type clubSchema, type eventSchema, type reservationSchema } from './schemas';
import { readForm, type FormState, type FormValues } from './values';
import { errorText } from './words';

type Schema = typeof clubSchema | typeof eventSchema | typeof reservationSchema;
const formsIn = (locale: Locale) => getTranslator(locale, 'Forms');

/**
 * A post as every public form reads it: a robot's (the honeypot filled) and a refusal come back as
 * the answer to give, in the form's language; else its values and data.
 */
export function readPost<S extends Schema>(
  posted: unknown,
  schema: S,
):
  | { answer: FormState }
  | {
      answer?: undefined;
      formData: FormData;
      locale: Locale;
      t: ReturnType<typeof formsIn>;
      values: FormValues;
      data: z.output<S>;
    } {
  // A crafted call may pass anything: it is answered as an empty form.
  const formData = posted instanceof FormData ? posted : new FormData();
  if (String(formData.get(HONEYPOT) ?? '') !== '') return { answer: { status: 'success' } };
  const language = String(formData.get(LANGUAGE_FIELD) ?? '');
  const locale = hasLocale(language) ? language : routing.defaultLocale;
  const t = formsIn(locale);
  const values = readForm(formData);
  const parsed = schema.safeParse(values);
  const unread = unreadErrors(formData, schema);
  if (!parsed.success || unread) {
    const errors: Record<string, string[]> = {};
    for (const { path, message } of parsed.success ? [] : parsed.error.issues)
      (errors[String(path[0])] ??= []).push(errorText(t, message as FormError));
    for (const [field, keys] of Object.entries(unread ?? {}))
      errors[field] = keys.map((key) => errorText(t, key as FormError));
    return { answer: { status: 'invalid', errors, values } };
  }
  return { formData, locale, t, values, data: parsed.data as z.output<S> };
}

/** A place in this hour's limits for a post of `kind` from the requester's address, or why not. */
export async function takeFormPlace(kind: string) {
  const env = getEnv();
  const address = clientAddress(await headers(), env);
  const key = pseudonym(`${kind}:${address ? addressKey(address) : 'onbekend'}`);
  return admit(getDb(), { key, limit: env.FORM_RATE_LIMIT, siteLimit: env.FORM_RATE_LIMIT_SITE });
}
