'use server';

import { updateTag } from 'next/cache';
import { headers } from 'next/headers';

import { hasLocale, routing, type Locale } from '@/i18n/routing';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/firestore';
import type { FormState } from '@/lib/forms/actions';
import { EVENT_FIELD, HONEYPOT, LANGUAGE_FIELD, type FormError } from '@/lib/forms/constants';
import { reservationSchema } from '@/lib/forms/schemas';
import { readForm } from '@/lib/forms/values';
import { errorText, notSentText } from '@/lib/forms/words';
import { getTranslator } from '@/lib/messages';
import { addressKey, admit, clientAddress } from '@/lib/rate-limit';
import { pseudonym, secretMatches } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';

import { reservationMails, reservationUndoneMails } from './mail';
import { isEventId } from './schema';
import { cancelReservation, cancelSignature, reserve } from './store';

/** Reserves seats at an event; logs the outcome only, nothing the visitor sent. */
export async function reserveAction(_state: FormState, posted: unknown): Promise<FormState> {
  const formData = posted instanceof FormData ? posted : new FormData();
  if (String(formData.get(HONEYPOT) ?? '') !== '') return { status: 'success' };
  const language = String(formData.get(LANGUAGE_FIELD) ?? '');
  const locale: Locale = hasLocale(language) ? language : routing.defaultLocale;
  const t = getTranslator(locale, 'Forms');
  const values = readForm(formData);
  const parsed = reservationSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const { path, message } of parsed.error.issues)
      (errors[String(path[0])] ??= []).push(errorText(t, message as FormError));
    return { status: 'invalid', errors, values };
  }
  const event = String(formData.get(EVENT_FIELD) ?? '');
  const site = getSiteConfig();
  const refused = (message: string) => ({ status: 'error', message, values }) as const;
  if (!isEventId(event)) return refused(t('reservation.closed'));
  try {
    const env = getEnv();
    const address = clientAddress(await headers(), env);
    const key = pseudonym(`reservation:${address ? addressKey(address) : 'onbekend'}`);
    const { FORM_RATE_LIMIT: limit, FORM_RATE_LIMIT_SITE: siteLimit } = env;
    const place = await admit(getDb(), { key, limit, siteLimit });
    if (place === 'limited' || place === 'busy')
      return refused(t(place === 'limited' ? 'tooMany' : 'busy', { email: site.email }));
    const { message, ...data } = parsed.data;
    const fields = { ...data, message, locale };
    const result = await reserve({ event, ...fields }, (held, id) =>
      reservationMails(held, id, cancelSignature(id), fields, site),
    ).catch(async (error: unknown) => {
      await place.release();
      throw error;
    });
    console.info(`[events] reservation ${result.outcome}`);
    // Every answer keeps its place in the hourly limit, so asking cannot be repeated for free.
    await place.count().catch(() => {});
    switch (result.outcome) {
      case 'reserved':
        updateTag(CACHE_TAGS.events);
        return { status: 'success' };
      // Answered as a success: a retry is one, and nobody learns whether an address reserved.
      case 'duplicate':
        return { status: 'success' };
      case 'full':
        return refused(t('reservation.full', { left: result.left }));
      default:
        return refused(t('reservation.closed'));
    }
  } catch (error) {
    console.error(
      `[events] reservation failed: ${error instanceof Error ? error.name : 'unknown'}`,
    );
    return refused(notSentText(t, site.email, 'server'));
  }
}

export type CancelState = { status: 'idle' | 'cancelled' | 'already' | 'invalid' | 'error' };

/** Cancels the reservation a signed link names; its seats are freed once. */
export async function cancelReservationAction(
  _state: CancelState,
  formData: FormData,
): Promise<CancelState> {
  const id = String(formData.get('r') ?? '');
  const signature = String(formData.get('s') ?? '');
  if (!id || !secretMatches(signature, cancelSignature(id))) return { status: 'invalid' };
  try {
    const outcome = await cancelReservation(id, (event, reservation) =>
      reservationUndoneMails(event, reservation, getSiteConfig()),
    );
    console.info(`[events] cancel ${outcome}`);
    if (outcome === 'cancelled') updateTag(CACHE_TAGS.events);
    return { status: outcome === 'unknown' ? 'invalid' : outcome };
  } catch (error) {
    console.error(`[events] cancel failed: ${error instanceof Error ? error.name : 'unknown'}`);
    return { status: 'error' };
  }
}
