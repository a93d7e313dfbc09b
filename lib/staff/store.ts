import 'server-only';

import { FieldValue, type DocumentData } from 'firebase-admin/firestore';

import { getDb, MAIL_COLLECTION, MAIL_RETENTION_DAYS, WINES_COLLECTION } from '@/lib/firestore';

import type { ImportPlan } from './csv';
import type { Staff } from './session';
import { checkWine, type Checked, type WineDocument } from './wine-fields';

export const WINES_LOG_COLLECTION = '1504-wines-log';
/** One batch holds 500 writes; each change of an import writes its wine and its log entry. */
export const IMPORT_MAX_CHANGES = 250;

export type WineRow = { id: string; data: Record<string, unknown>; checked: Checked };

export async function wineRows(): Promise<WineRow[]> {
  const snapshot = await getDb().collection(WINES_COLLECTION).get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    data: doc.data(),
    checked: checkWine(doc.id, doc.data()),
  }));
}

export async function wineRow(id: string): Promise<WineRow | null> {
  const doc = await getDb().collection(WINES_COLLECTION).doc(id).get();
  return doc.exists ? { id, data: doc.data()!, checked: checkWine(id, doc.data()!) } : null;
}

type Change = { id: string; before: DocumentData | null; after: WineDocument | null };

/** Writes each change with its log entry (who, when, before and after) in one batch: all or none. */
async function commit(staff: Staff, changes: Change[], source: 'beheer' | 'import') {
  const db = getDb();
  const batch = db.batch();
  for (const { id, before, after } of changes) {
    const ref = db.collection(WINES_COLLECTION).doc(id);
    if (after) batch.set(ref, after);
    else batch.delete(ref);
    batch.create(db.collection(WINES_LOG_COLLECTION).doc(), {
      by: staff.email,
      at: FieldValue.serverTimestamp(),
      wine: id,
      name: String(after?.name ?? before?.name ?? id),
      source,
      before,
      after,
    });
  }
  await batch.commit();
}

/**
 * Saves one wine; a new one (no `id`) gets a document id of its own. Returns its id. `known`: the
 * document it replaces, when the caller has just read it.
 */
export async function saveWine(
  staff: Staff,
  id: string | null,
  after: WineDocument,
  known?: DocumentData,
) {
  const db = getDb();
  const target = id ?? db.collection(WINES_COLLECTION).doc().id;
  const before =
    known ?? (id ? ((await db.collection(WINES_COLLECTION).doc(id).get()).data() ?? null) : null);
  await commit(staff, [{ id: target, before, after }], 'beheer');
  return target;
}

export async function deleteWine(staff: Staff, id: string) {
  const before = (await getDb().collection(WINES_COLLECTION).doc(id).get()).data() ?? null;
  if (before) await commit(staff, [{ id, before, after: null }], 'beheer');
}

export async function applyImport(staff: Staff, plan: ImportPlan) {
  const db = getDb();
  await commit(
    staff,
    [
      ...plan.added.map(({ id, document }) => ({
        id: id ?? db.collection(WINES_COLLECTION).doc().id,
        before: null,
        after: document,
      })),
      ...plan.changed.map(({ id, before, document }) => ({ id, before, after: document })),
      ...plan.removed.map(({ id, before }) => ({ id, before, after: null })),
    ],
    'import',
  );
}

export type LogEntry = {
  id: string;
  by: string;
  at: Date | null;
  wine: string;
  name: string;
  source: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function wineLog(limit = 100): Promise<LogEntry[]> {
  const snapshot = await getDb()
    .collection(WINES_LOG_COLLECTION)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => {
    const d = doc.data();
    return {
      id: doc.id,
      by: String(d.by ?? ''),
      at: d.at?.toDate?.() ?? null,
      wine: String(d.wine ?? ''),
      name: String(d.name ?? ''),
      source: String(d.source ?? ''),
      before: d.before ?? null,
      after: d.after ?? null,
    };
  });
}

/** The Trigger Email extension's word for a mail's delivery, as staff read it. */
export type Delivery = 'pending' | 'sent' | 'failed';

export type RequestRow = {
  id: string;
  kind: 'club' | 'event';
  subject: string;
  fields: { label: string; text: string }[];
  receivedAt: Date;
  delivery: Delivery;
  error?: string;
  handled?: { by: string; at: Date | null };
};

function deliveryOf(state: unknown): Delivery {
  if (state === 'SUCCESS') return 'sent';
  if (state === 'ERROR') return 'failed';
  return 'pending';
}

/** Every club registration and event request of the retention period, newest first. */
export async function requestRows(now = Date.now()): Promise<RequestRow[]> {
  const since = new Date(now - MAIL_RETENTION_DAYS * 86_400_000);
  const snapshot = await getDb()
    .collection(MAIL_COLLECTION)
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.flatMap((doc) => {
    const d = doc.data();
    if (d.kind !== 'club' && d.kind !== 'event') return [];
    return [
      {
        id: doc.id,
        kind: d.kind,
        subject: String(d.message?.subject ?? ''),
        fields: Array.isArray(d.fields) ? d.fields : [],
        receivedAt: d.createdAt.toDate(),
        delivery: deliveryOf(d.delivery?.state),
        ...(d.delivery?.error && { error: String(d.delivery.error) }),
        ...(d.handled && {
          handled: { by: String(d.handled.by), at: d.handled.at?.toDate?.() ?? null },
        }),
      } satisfies RequestRow,
    ];
  });
}

/**
 * Has the extension try a failed mail again, the way it documents: `delivery.state` to RETRY. Only
 * a request's mail, within the period the privacy page promises it is kept (a sign-in link is not).
 */
export async function retryMail(id: string, now = Date.now()): Promise<boolean> {
  const ref = getDb().collection(MAIL_COLLECTION).doc(id);
  const since = now - MAIL_RETENTION_DAYS * 86_400_000;
  return getDb().runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (doc.get('delivery.state') !== 'ERROR') return false;
    if (!['club', 'event'].includes(doc.get('kind'))) return false;
    if (!(doc.get('createdAt')?.toMillis?.() >= since)) return false;
    tx.update(ref, { 'delivery.state': 'RETRY' });
    return true;
  });
}

export async function markHandled(staff: Staff, id: string, handled: boolean) {
  await getDb()
    .collection(MAIL_COLLECTION)
    .doc(id)
    .update({
      handled: handled
        ? { by: staff.email, at: FieldValue.serverTimestamp() }
        : FieldValue.delete(),
    });
}
