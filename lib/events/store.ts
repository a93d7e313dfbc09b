import 'server-only';

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { cacheLife, cacheTag } from 'next/cache';

import { CACHE_TAGS, EVENTS_CACHE_LIFE } from '@/lib/cache-tags';
import { firestoreConfigured, getDb, withTimeout } from '@/lib/firestore';
import type { Mail } from '@/lib/mail';
import type { ReservationFields } from './mail';
import { queueMailIn } from '@/lib/mail-queue';
import { pseudonym } from '@/lib/secret';

import {
  parseEventDoc,
  parseEventDocs,
  seatsLeft,
  takesReservations,
  type EventDoc,
  type HouseEvent,
} from './schema';

export const EVENTS_COLLECTION = '1504-events';
export const RESERVATIONS_COLLECTION = '1504-reservations';
/** A reservation is deleted this long after its event ends (TTL on `expiresAt`; privacy page). */
export const RESERVATION_RETENTION_DAYS = 30;

/** `now`: when the list was read, so a cached page judges what is over by its own time. */
export type EventsResult = { ok: true; events: HouseEvent[]; now: number } | { ok: false };

/** A stored event as the schema reads it: its fields, id and update time. */
const eventDoc = (snap: DocumentSnapshot): EventDoc => ({
  id: snap.id,
  data: snap.data() ?? {},
  updatedAt: snap.updateTime?.toDate().toISOString(),
});
export const readEvent = (snap: DocumentSnapshot) => parseEventDoc(eventDoc(snap));

export async function queryEvents(db: Firestore = getDb()) {
  const snapshot = await withTimeout(db.collection(EVENTS_COLLECTION).get());
  return parseEventDocs(snapshot.docs.map(eventDoc));
}

/** Every valid event, past ones too (their pages say they are over), by start. */
export async function getEvents(): Promise<EventsResult> {
  'use cache';
  cacheTag(CACHE_TAGS.events);
  cacheLife(EVENTS_CACHE_LIFE);
  if (firestoreConfigured()) {
    try {
      const { events, skipped } = await queryEvents();
      for (const s of skipped)
        console.warn(`[events] document ${s.id} skipped: ${s.faults.join('; ')}`);
      return { ok: true, events, now: Date.now() };
    } catch (error) {
      console.error(`[events] read failed: ${error instanceof Error ? error.message : 'unknown'}`);
    }
  }
  cacheLife({ stale: 30, revalidate: 30, expire: 600 });
  return { ok: false };
}

export type Reservation = ReservationFields & { event: string };

export type ReservationMails = (event: HouseEvent, id: string) => Mail[];

export type ReserveOutcome =
  | { outcome: 'reserved' | 'duplicate'; id: string }
  | { outcome: 'full'; left: number }
  | { outcome: 'closed' | 'unknown' };

/** One reservation per visitor and event: a retry or a second click finds the first. */
const reservationId = (eventId: string, email: string) =>
  `${eventId}-${pseudonym(`reservation:${eventId}:${mailboxOf(email)}`).slice(0, 20)}`;

/** One address however it is written: `Anna+x@Voorbeeld.be` is `anna@voorbeeld.be`. */
function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

const RESERVE_ATTEMPTS = 12;

/** Signs a reservation's id for its cancel link. */
export const cancelSignature = (id: string) => pseudonym(`cancel:${id}`);

const expiry = (event: HouseEvent) =>
  new Date(Date.parse(event.end) + RESERVATION_RETENTION_DAYS * 86_400_000);

/**
 * Takes `people` seats of an event in one transaction with the reservation and its mails, so an
 * event never holds more reservations than seats, also under many posts at once.
 */
export async function reserve(
  reservation: Reservation,
  mails: ReservationMails,
  now = Date.now(),
): Promise<ReserveOutcome> {
  const db = getDb();
  const eventRef = db.collection(EVENTS_COLLECTION).doc(reservation.event);
  const id = reservationId(reservation.event, reservation.email);
  const ref = db.collection(RESERVATIONS_COLLECTION).doc(id);
  for (let attempt = 0; ; attempt++) {
    const [eventSnap, existing] = await db.getAll(eventRef, ref);
    const parsed = eventSnap!.exists && readEvent(eventSnap!);
    if (!parsed || !parsed.success) return { outcome: 'unknown' };
    const event = parsed.data;
    if (existing!.exists && existing!.get('state') === 'active')
      return { outcome: 'duplicate', id };
    if (!takesReservations(event, now)) return { outcome: 'closed' };
    const left = seatsLeft(event) ?? 0;
    if (reservation.people > left) return { outcome: 'full', left };
    const batch = db.batch();
    batch.update(
      eventRef,
      { taken: event.taken + reservation.people },
      {
        lastUpdateTime: eventSnap!.updateTime!,
      },
    );
    const data = {
      ...reservation,
      state: 'active',
      createdAt: new Date(now),
      expiresAt: expiry(event),
    };
    if (existing!.exists) batch.set(ref, data);
    else batch.create(ref, data);
    for (const mail of mails({ ...event, taken: event.taken + reservation.people }, id))
      queueMailIn(batch, mail, 'reservation', RESERVATION_RETENTION_DAYS * 86_400_000);
    try {
      await batch.commit();
      return { outcome: 'reserved', id };
    } catch (error) {
      const code = (error as { code?: number }).code;
      // FAILED_PRECONDITION or ALREADY_EXISTS: another reservation came first; read again soon.
      if ((code !== 9 && code !== 6) || attempt + 1 >= RESERVE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)));
    }
  }
}

export type CancelOutcome = 'cancelled' | 'already' | 'unknown';

/** Frees a reservation's seats once; a second cancel finds it cancelled. */
export async function cancelReservation(
  id: string,
  mails: (event: HouseEvent | undefined, reservation: Reservation) => Mail[],
): Promise<CancelOutcome> {
  const db = getDb();
  const ref = db.collection(RESERVATIONS_COLLECTION).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'unknown';
    if (snap.get('state') !== 'active') return 'already';
    const reservation = snap.data() as Reservation;
    const eventRef = db.collection(EVENTS_COLLECTION).doc(reservation.event);
    const eventSnap = await tx.get(eventRef);
    const parsed = eventSnap.exists ? readEvent(eventSnap) : undefined;
    const event = parsed?.success ? parsed.data : undefined;
    // Once the event has begun its link no longer cancels: the seats are spent.
    if (event && Date.parse(event.start) <= Date.now()) return 'unknown';
    if (eventSnap.exists) {
      const taken = Number(eventSnap.get('taken')) || 0;
      tx.update(eventRef, { taken: Math.max(0, taken - reservation.people) });
    }
    tx.update(ref, { state: 'cancelled', cancelledAt: new Date() });
    for (const mail of mails(event, reservation)) queueMailIn(tx, mail, 'reservation-cancel');
    return 'cancelled';
  });
}

export async function getReservation(id: string) {
  const snap = await withTimeout(getDb().collection(RESERVATIONS_COLLECTION).doc(id).get());
  if (!snap.exists) return undefined;
  return { ...(snap.data() as Reservation), state: String(snap.get('state')) };
}
