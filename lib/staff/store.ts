import 'server-only';

import { createHash } from 'node:crypto';

import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

import { getDb, WINES_COLLECTION } from '@/lib/firestore';
import { MAIL_COLLECTION, MAIL_RETENTION_DAYS } from '@/lib/mail-queue';
import { pseudonym, secretMatches } from '@/lib/secret';

import { planCounts, planImport, type ImportPlan } from './csv';
import { logExpiry, logStaff, newestEntries } from './log';
import type { Staff } from './session';
import { checkWine, type Checked, type FlagField, type WineDocument } from './wine-fields';

export const WINES_LOG_COLLECTION = '1504-wines-log';
// One transaction holds 500 writes; each change writes its wine and a log entry.
export const IMPORT_MAX_CHANGES = 249;

export type WineDoc = { id: string; data: Record<string, unknown>; version: string };
export type WineRow = WineDoc & { checked: Checked };

const versionOf = (doc: DocumentSnapshot) =>
  doc.updateTime ? `${doc.updateTime.seconds}.${doc.updateTime.nanoseconds}` : '';

const docOf = (doc: DocumentSnapshot): WineDoc => ({
  id: doc.id,
  data: doc.data()!,
  version: versionOf(doc),
});
const checked = (wine: WineDoc): WineRow => ({ ...wine, checked: checkWine(wine.id, wine.data) });

const wines = () => getDb().collection(WINES_COLLECTION);

export async function getWineDocs(): Promise<WineDoc[]> {
  return (await wines().get()).docs.map(docOf);
}

export async function getWineRows(): Promise<WineRow[]> {
  return (await getWineDocs()).map(checked);
}

export async function getWineRow(id: string): Promise<WineRow | null> {
  const doc = await wines().doc(id).get();
  return doc.exists ? checked(docOf(doc)) : null;
}

type Change = { id: string; before: DocumentData | null; after: DocumentData | null };

function logChange(tx: Transaction, staff: Staff, change: Change, source: 'beheer' | 'import') {
  const { id, before, after } = change;
  tx.create(getDb().collection(WINES_LOG_COLLECTION).doc(), {
    by: staff.email,
    at: FieldValue.serverTimestamp(),
    expiresAt: logExpiry(),
    wine: id,
    name: String(after?.name ?? before?.name ?? id),
    source,
    before,
    after,
  });
}

export type WineWrite =
  { status: 'saved'; id: string } | { status: 'changed'; now: WineDoc | null };

// Only a save may put back a wine deleted meanwhile.
async function writeWine(
  staff: Staff,
  id: string | null,
  version: string,
  change: (before: DocumentData) => DocumentData | null,
  mustExist = true,
): Promise<WineWrite> {
  const ref = id ? wines().doc(id) : wines().doc();
  return getDb().runTransaction(async (tx) => {
    const doc = id ? await tx.get(ref) : null;
    if (doc && (versionOf(doc) !== version || (mustExist && !doc.exists)))
      return { status: 'changed', now: doc.exists ? docOf(doc) : null };
    const before = doc?.data() ?? null;
    const after = change(before ?? {});
    if (after) tx.set(ref, after);
    else tx.delete(ref);
    logChange(tx, staff, { id: ref.id, before, after }, 'beheer');
    return { status: 'saved', id: ref.id };
  });
}

export const saveWine = (staff: Staff, id: string | null, version: string, after: WineDocument) =>
  writeWine(staff, id, version, () => after, false);

export const setFlag = (staff: Staff, id: string, version: string, flag: FlagField, on: boolean) =>
  writeWine(staff, id, version, (before) => ({ ...before, [flag]: on }));

export const deleteWine = (staff: Staff, id: string, version: string) =>
  writeWine(staff, id, version, () => null);

// Signs the file and every wine's version, so a confirmation applies exactly the plan shown.
export function importToken(text: string, rows: WineDoc[]): string {
  const file = createHash('sha256').update(text).digest('hex');
  const list = rows.map((r) => `${r.id}@${r.version}`).sort();
  return pseudonym(`import:${file}:${createHash('sha256').update(list.join('\n')).digest('hex')}`);
}

export type ImportWrite =
  | { status: 'saved'; changes: number }
  | { status: 'changed' }
  | { status: 'refused'; message: string; plan: ImportPlan };

export async function applyImport(
  staff: Staff,
  text: string,
  token: string,
  refuse: (plan: ImportPlan) => string | null,
): Promise<ImportWrite> {
  return getDb().runTransaction(async (tx) => {
    const rows = (await tx.get(wines())).docs.map(docOf);
    if (!secretMatches(token, importToken(text, rows))) return { status: 'changed' };
    const plan = planImport(text, rows);
    const reason = refuse(plan);
    if (reason) return { status: 'refused', message: reason, plan };
    const changes: Change[] = [
      ...plan.added.map(({ id, document }) => ({
        id: id ?? wines().doc().id,
        before: null,
        after: document,
      })),
      ...plan.changed.map(({ id, before, document }) => ({ id, before, after: document })),
      ...plan.removed.map(({ id, before }) => ({ id, before, after: null })),
    ];
    for (const change of changes) {
      const ref = wines().doc(change.id);
      if (!change.after) tx.delete(ref);
      else if (change.before) tx.set(ref, change.after);
      else tx.create(ref, change.after);
      logChange(tx, staff, change, 'import');
    }
    if (changes.length)
      await logStaff({ by: staff.email, action: 'import', detail: planCounts(plan) }, tx);
    return { status: 'saved', changes: changes.length };
  });
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

export async function getWineLog(limit = 100, wine?: string): Promise<LogEntry[]> {
  const log = getDb().collection(WINES_LOG_COLLECTION);
  const entries = await newestEntries(wine ? log.where('wine', '==', wine) : log, limit);
  return entries.map(({ d, ...entry }) => ({
    ...entry,
    wine: String(d.wine ?? ''),
    name: String(d.name ?? ''),
    source: String(d.source ?? ''),
    before: d.before ?? null,
    after: d.after ?? null,
  }));
}

type Delivery = 'pending' | 'sent' | 'failed';

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

export async function getRequestRows(now = Date.now()): Promise<RequestRow[]> {
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

// Only a request's mail, within the retention the privacy page promises; never a sign-in link.
export async function retryMail(staff: Staff, id: string, now = Date.now()): Promise<boolean> {
  const ref = getDb().collection(MAIL_COLLECTION).doc(id);
  const since = now - MAIL_RETENTION_DAYS * 86_400_000;
  return getDb().runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (doc.get('delivery.state') !== 'ERROR') return false;
    if (!['club', 'event'].includes(doc.get('kind'))) return false;
    if (!(doc.get('createdAt')?.toMillis?.() >= since)) return false;
    tx.update(ref, { 'delivery.state': 'RETRY' });
    await logStaff({ by: staff.email, action: 'mail-retry', detail: requestName(doc) }, tx);
    return true;
  });
}

// Nothing the visitor wrote goes into the log.
const requestName = (doc: DocumentSnapshot) =>
  `${doc.get('kind') === 'club' ? 'Clubregistratie' : 'Aanvraag evenement'} ${doc.id}`;

export async function markHandled(staff: Staff, id: string, handled: boolean): Promise<boolean> {
  const db = getDb();
  const ref = db.collection(MAIL_COLLECTION).doc(id);
  const doc = await ref.get();
  if (!['club', 'event'].includes(doc.get('kind'))) return false;
  const batch = db.batch();
  // The server's clock: the embedded emulator fails an update that asks for Firestore's.
  batch.update(ref, {
    handled: handled ? { by: staff.email, at: new Date() } : FieldValue.delete(),
  });
  const action = handled ? 'handled' : 'unhandled';
  await logStaff({ by: staff.email, action, detail: requestName(doc) }, batch);
  await batch.commit();
  return true;
}
