import 'server-only';

import { headers } from 'next/headers';
import { z } from 'zod';

import { hasLocale, routing, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { enqueueMail } from '@/lib/firestore';
import { pseudonym } from '@/lib/secret';
import { wordsIn } from '@/lib/messages';
import { getSiteConfig } from '@/lib/site-config';

import { addressKey, clientAddress } from './client-address';
import { FORM_ERRORS, HONEYPOT, LANGUAGE_FIELD, type FormError } from './constants';
import { buildMail, type FormKind } from './mail';
import { unreadErrors } from './schemas';
import { carried, readForm, type FieldErrors, type FormValues } from './values';
import { errorText, notSentText } from './words';

export type FormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors; values: FormValues }
  | { status: 'error'; message: string; values: FormValues }
  | { status: 'success' };

async function clientKey(kind: FormKind): Promise<string> {
  const address = clientAddress(await headers(), getEnv());
  // Without one (a local server with no proxy in front), every sender shares one count.
  return pseudonym(`${kind}:${address ? addressKey(address) : 'onbekend'}`);
}

/**
 * One submission per content per day: the document id that makes retries harmless, keyed by a
 * server secret so that nobody can tell from it who applied.
 */
export function submissionId(kind: FormKind, data: object, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `${kind}-${pseudonym(`${day}:${kind}:${JSON.stringify(data)}`)}`;
}

/**
 * Everything a form action does, whatever arrives: honeypot, validation, rate limit, one mail
 * document. Logs the kind and the outcome only, nothing derived from what the visitor sent.
 */
export async function submitForm(
  kind: FormKind,
  schema: z.ZodType<object>,
  posted: unknown,
): Promise<FormState> {
  // A crafted call may pass anything: read as an empty form, it is answered as one.
  const formData = posted instanceof FormData ? posted : new FormData();
  if (String(formData.get(HONEYPOT) ?? '') !== '') return { status: 'success' };

  const language = String(formData.get(LANGUAGE_FIELD) ?? '');
  const locale: Locale = hasLocale(language) ? language : routing.defaultLocale;
  const t = wordsIn(locale, 'Forms');
  const sent = readForm(formData);
  const parsed = schema.safeParse(sent);
  const unread = unreadErrors(formData, schema);
  // What the answer gives back for the form to show again; its script shows what it sent, whole.
  const values = carried(sent);
  if (!parsed.success || unread) {
    const errors: Record<string, string[] | undefined> = {
      ...(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors),
      ...unread,
    };
    const said = (key: string) => (key in FORM_ERRORS ? errorText(t, key as FormError) : key);
    return {
      status: 'invalid',
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, keys]) => [field, keys?.map(said)]),
      ) as FieldErrors,
      values,
    };
  }
  const config = getSiteConfig();
  const failure: FormState = {
    status: 'error',
    message: notSentText(t, config.email, 'server'),
    values,
  };
  try {
    const { FORM_RATE_LIMIT: limit, FORM_RATE_LIMIT_SITE: siteLimit } = getEnv();
    const mail = buildMail(kind, parsed.data as Parameters<typeof buildMail>[1], config, locale);
    const outcome = await enqueueMail(
      submissionId(kind, parsed.data),
      mail,
      { kind },
      {
        key: await clientKey(kind),
        limit,
        siteLimit,
      },
    );
    if (outcome === 'limited' || outcome === 'busy') {
      return {
        status: 'error',
        message: t(outcome === 'limited' ? 'tooMany' : 'busy', { email: config.email }),
        values,
      };
    }
    console.info(`[forms] ${kind} mail ${outcome === 'duplicate' ? 'already queued' : 'queued'}`);
    return { status: 'success' };
  } catch (error) {
    console.error(
      `[forms] ${kind} mail not queued: ${error instanceof Error ? error.name : 'unknown error'}`,
    );
    return failure;
  }
}
