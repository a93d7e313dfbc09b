'use server';

import { after } from 'next/server';

import { withTimeout } from '@/lib/firestore';
import { isQueued, queueMail } from '@/lib/mail-queue';
import { pseudonym } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';
import { todayInBelgium } from '@/lib/text';

import { buildMail, type FormKind } from './mail';
import { readPost, takeFormPlace } from './post';
import { clubSchema, eventSchema } from './schemas';
import type { FormState } from './values';
import { notSentText } from './words';

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
  const post = readPost(posted, schema);
  if (post.answer) return post.answer;
  const { data, locale, t, values } = post;
  const site = getSiteConfig();
  const mail = buildMail(kind, data, site, locale);
  // One request per content per day: a retry finds its mail, keyed so nobody can tell who sent it.
  const id = `${kind}-${pseudonym(`${todayInBelgium()}:${kind}:${JSON.stringify(data)}`)}`;
  const work = async () => {
    if (await isQueued(id)) return 'duplicate';
    const place = await takeFormPlace(kind);
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
