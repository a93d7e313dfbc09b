import 'server-only';

import {
  FieldValue,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { getDb } from '@/lib/firestore';

export const STAFF_LOG_COLLECTION = '1504-staff-log';
// The privacy page names this period.
export const STAFF_LOG_DAYS = 365;

const STAFF_ACTIONS = {
  'sign-in': 'Aangemeld',
  'sign-in-refused': 'Aanmelding geweigerd',
  'sign-out': 'Afgemeld',
  export: 'Wijnlijst geëxporteerd',
  'import-preview': 'Import bekeken',
  import: 'Import bewaard',
  'mail-retry': 'Mail opnieuw verstuurd',
  handled: 'Aanvraag afgehandeld',
  unhandled: 'Aanvraag weer open',
  'event-save': 'Evenement bewaard',
  'event-cancel': 'Evenement geannuleerd',
  'reservations-export': 'Reservaties geëxporteerd',
  'photo-save': 'Foto bewaard',
} as const;
type StaffAction = keyof typeof STAFF_ACTIONS;

export type StaffLogEntry = { by: string; action: StaffAction; detail?: string };

// Read by Firestore's TTL policy.
export const logExpiry = (now = Date.now()) => new Date(now + STAFF_LOG_DAYS * 86_400_000);

// In `writes` when the deed is in a transaction or batch, so neither stands without the other.
export async function logStaff(entry: StaffLogEntry, writes?: Transaction | WriteBatch) {
  const ref = getDb().collection(STAFF_LOG_COLLECTION).doc();
  const data = { ...entry, at: FieldValue.serverTimestamp(), expiresAt: logExpiry() };
  if (writes) writes.create(ref, data);
  else await ref.create(data);
}

export async function newestEntries(query: Query, limit: number) {
  const snapshot = await query.orderBy('at', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => {
    const d = doc.data();
    return { d, id: doc.id, by: String(d.by ?? ''), at: (d.at?.toDate?.() ?? null) as Date | null };
  });
}

export type StaffLogRow = { id: string; at: Date | null; by: string; what: string; detail: string };

export async function getStaffLog(limit = 100): Promise<StaffLogRow[]> {
  const entries = await newestEntries(getDb().collection(STAFF_LOG_COLLECTION), limit);
  return entries.map(({ d, ...entry }) => ({
    ...entry,
    what: STAFF_ACTIONS[d.action as StaffAction] ?? String(d.action),
    detail: String(d.detail ?? ''),
  }));
}
