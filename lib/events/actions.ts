'use server';

import { updateTag } from 'next/cache';

import { CACHE_TAGS } from '@/lib/cache-tags';
import type { FormState } from '@/lib/forms/values';
import { EVENT_FIELD } from '@/lib/forms/constants';
import { readPost, takeFormPlace } from '@/lib/forms/post';
import { reservationSchema } from '@/lib/forms/schemas';
import { notSentText } from '@/lib/forms/words';
import { secretMatches } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';

import { reservationMails, reservationUndoneMails } from './mail';
import { isEventId } from './schema';
import { cancelReservation, cancelSignature, reserve } from './store';

/** Reserves seats at an event; logs the outcome only, nothing the visitor sent. */
export async function reserveAction(_state: FormState, posted: unknown): Promise<FormState> {
  const post = readPost(posted, reservationSchema);
  if (post.answer) return post.answer;
  const { formData, locale, t, values } = post;
  const event = String(formData.get(EVENT_FIELD) ?? '');
  const site = getSiteConfig();
  const refused = (message: string) => ({ status: 'error', message, values }) as const;
  if (!isEventId(event)) return refused(t('reservation.closed'));
  try {
    const place = await takeFormPlace('reservation');
    if (place === 'limited' || place === 'busy')
      return refused(t(place === 'limited' ? 'tooMany' : 'busy', { email: site.email }));
    const fields = { ...post.data, locale };
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
