import 'server-only';

import { createHash } from 'node:crypto';

import { headers } from 'next/headers';
import { z } from 'zod';

import { enqueueMail } from '@/lib/firestore';
import { pseudonym } from '@/lib/secret';
import { getSiteConfig } from '@/lib/site-config';

import { HONEYPOT, notSentMessage } from './constants';
import { buildMail, type FormKind } from './mail';
import { unreadErrors } from './schemas';
import { carried, readForm, type FormValues } from './values';

export type FieldErrors = Partial<Record<keyof FormValues, string[]>>;

export type FormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors; values: FormValues }
  | { status: 'error'; message: string; values: FormValues }
  | { status: 'success' };

function rateLimit(): number {
  const raw = Number(process.env.FORM_RATE_LIMIT ?? '10');
  return Number.isFinite(raw) && raw >= 0 ? Math.floor(raw) : 10;
}

async function clientKey(kind: FormKind): Promise<string> {
  const h = await headers();
  const ip = h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || 'onbekend';
  return pseudonym(`${kind}:${ip}`);
}

/** One submission per content per day: the document id that makes retries harmless. */
export function submissionId(kind: FormKind, data: object, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `${kind}-${createHash('sha256')
    .update(`${day}:${JSON.stringify(data)}`)
    .digest('hex')
    .slice(0, 40)}`;
}

/**
 * Everything a form action does, whatever arrives: honeypot, validation, rate limit, one mail
 * document. Logs the kind and the document id only, never what the visitor typed.
 */
export async function submitForm(
  kind: FormKind,
  schema: z.ZodType<object>,
  formData: FormData,
): Promise<FormState> {
  if (String(formData.get(HONEYPOT) ?? '') !== '') return { status: 'success' };

  const sent = readForm(formData);
  const parsed = schema.safeParse(sent);
  const unread = unreadErrors(formData, schema);
  // What the answer gives back for the form to show again; its script shows what it sent, whole.
  const values = carried(sent);
  if (!parsed.success || unread) {
    return {
      status: 'invalid',
      errors: {
        ...(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors),
        ...unread,
      } as FieldErrors,
      values,
    };
  }
  const config = getSiteConfig();
  const failure: FormState = {
    status: 'error',
    message: notSentMessage(config.email, 'server'),
    values,
  };
  try {
    const limit = rateLimit();
    const mail = buildMail(kind, parsed.data as Parameters<typeof buildMail>[1], config);
    const { id, outcome } = await enqueueMail(
      submissionId(kind, parsed.data),
      mail,
      { kind },
      limit > 0 ? { key: await clientKey(kind), limit } : undefined,
    );
    if (outcome === 'limited') {
      return {
        status: 'error',
        message: `Te veel aanvragen vanaf dit adres: probeer het binnen een uur opnieuw, of mail ons op ${config.email}.`,
        values,
      };
    }
    console.info(
      `[forms] ${kind} mail ${id} ${outcome === 'duplicate' ? 'already queued' : 'queued'}`,
    );
    return { status: 'success' };
  } catch (error) {
    console.error(
      `[forms] ${kind} mail not queued: ${error instanceof Error ? error.name : 'unknown error'}`,
    );
    return failure;
  }
}
