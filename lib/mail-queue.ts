import 'server-only';

import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';

import { getDb } from './firestore';
import type { Mail } from './mail';

/** The collection the Firebase "Trigger Email" extension sends from. */
export const MAIL_COLLECTION = 'mail';

/** How long a request's mail document stays (a TTL policy on `expiresAt` deletes it). */
export const MAIL_RETENTION_DAYS = 30;

const mailDocument = (mail: Mail, kind: string, keepMs: number) => ({
  ...mail,
  kind,
  createdAt: FieldValue.serverTimestamp(),
  expiresAt: new Date(Date.now() + keepMs),
});

/** Queues a mail as part of a transaction: it is sent only if the transaction commits. */
export function queueMailIn(
  transaction: Transaction | WriteBatch,
  mail: Mail,
  kind: string,
  keepMs = MAIL_RETENTION_DAYS * 86_400_000,
): void {
  transaction.create(getDb().collection(MAIL_COLLECTION).doc(), mailDocument(mail, kind, keepMs));
}

export async function isQueued(id: string): Promise<boolean> {
  return (await getDb().collection(MAIL_COLLECTION).doc(id).get()).exists;
}

/**
 * Queues one mail for the extension. With an `id` it is queued once: the same id again is a
 * 'duplicate'. It is deleted after `keepMs`.
 */
export async function queueMail(
  id: string | undefined,
  mail: Mail,
  kind: string,
  keepMs = MAIL_RETENTION_DAYS * 86_400_000,
): Promise<'queued' | 'duplicate'> {
  const collection = getDb().collection(MAIL_COLLECTION);
  const ref = id ? collection.doc(id) : collection.doc();
  try {
    await ref.create(mailDocument(mail, kind, keepMs));
    return 'queued';
  } catch (error) {
    // ALREADY_EXISTS: the same request, queued by a call beside this one.
    if ((error as { code?: number }).code === 6) return 'duplicate';
    throw error;
  }
}
