'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';

import { hasLocale, routing } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { getDb, withTimeout } from '@/lib/firestore';
import { isQueued, queueMail } from '@/lib/mail-queue';
import { getTranslator } from '@/lib/messages';
import { addressKey, admit, clientAddress } from '@/lib/rate-limit';
import { pseudonym } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';
import { todayInBelgium } from '@/lib/text';

import { HONEYPOT, LANGUAGE_FIELD, type FormError } from './constants';
import { buildMail, type FormKind } from './mail';
import { clubSchema, eventSchema, unreadErrors } from './schemas';
import { readForm, type FieldErrors, type FormValues } from './values';
import { errorText, notSentText } from './words';

export type FormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors; values: FormValues }
  | { status: 'error'; message: string; values: FormValues }
  | { status: 'success' };

export async function clubAction(_state: FormState, formData: FormData): Promise<FormState> {
  return submit('club', clubSchema, formData);
}

export async function eventAction(_state: FormState, formData: FormData): Promise<FormState> {
  return submit('event', eventSchema, formData);
}

/** Logs the kind and the outcome only, nothing derived from what the visitor sent. */
async function submit(
  kind: FormKind,
  schema: typeof clubSchema | typeof eventSchema,
  posted: unknown,
) {
  // A crafted call may pass anything: it is answered as an empty form.
  const formData = posted instanceof FormData ? posted : new FormData();
  if (String(formData.get(HONEYPOT) ?? '') !== '') return { status: 'success' } as const;
  const language = String(formData.get(LANGUAGE_FIELD) ?? '');
  const locale = hasLocale(language) ? language : routing.defaultLocale;
  const t = getTranslator(locale, 'Forms');
  const values = readForm(formData);
  const parsed = schema.safeParse(values);
  const unread = unreadErrors(formData, schema);
  if (!parsed.success || unread) {
    const errors: Record<string, string[]> = {};
    for (const { path, message } of parsed.success ? [] : parsed.error.issues)
      (errors[String(path[0])] ??= []).push(errorText(t, message as FormError));
    for (const [field, keys] of Object.entries(unread ?? {}))
      errors[field] = keys.map((key) => errorText(t, key as FormError));
    return { status: 'invalid', errors, values } as const;
  }
  const site = getSiteConfig();
  const mail = buildMail(kind, parsed.data, site, locale);
  // One request per content per day: a retry finds its mail, keyed so nobody can tell who sent it.
  const id = `${kind}-${pseudonym(`${todayInBelgium()}:${kind}:${JSON.stringify(parsed.data)}`)}`;
  const work = async () => {
    const env = getEnv();
    const address = clientAddress(await headers(), env);
    const key = pseudonym(`${kind}:${address ? addressKey(address) : 'onbekend'}`);
    if (await isQueued(id)) return 'duplicate';
    const { FORM_RATE_LIMIT: limit, FORM_RATE_LIMIT_SITE: siteLimit } = env;
    const place = await admit(getDb(), { key, limit, siteLimit });
    if (place === 'limited' || place === 'busy') return place;
    const outcome = await queueMail(id, mail, kind).catch(async (error: unknown) => {
      await place.release();
      throw error;
    });
    if (outcome === 'duplicate') await place.release();
    else await place.count().catch(() => {});
    return outcome;
  };
  try {
    const running = work();
    // A write the visitor stopped waiting for still ends, where a platform would freeze it half-way.
    after(running.catch((error: unknown) => console.error(`[forms] ${kind}: ${nameOf(error)}`)));
    const outcome = await withTimeout(running);
    if (outcome === 'limited' || outcome === 'busy') {
      const message = t(outcome === 'limited' ? 'tooMany' : 'busy', { email: site.email });
      return { status: 'error', message, values } as const;
    }
    console.info(`[forms] ${kind} mail ${outcome === 'duplicate' ? 'already queued' : 'queued'}`);
    return { status: 'success' } as const;
  } catch (error) {
    console.error(`[forms] ${kind} mail not queued: ${nameOf(error)}`);
    return { status: 'error', message: notSentText(t, site.email, 'server'), values } as const;
  }
}

const nameOf = (error: unknown) => (error instanceof Error ? error.name : 'unknown error');
