import 'server-only';

import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';

import { hasLocale } from '@/i18n/routing';
import { LANGUAGE_NAMES } from '@/lib/forms/mail';
import { getDb } from '@/lib/firestore';
import { eventCancelledMail, type ReservationFields } from '@/lib/events/mail';
import { eventFaults, eventId, isOver, type HouseEvent } from '@/lib/events/schema';
import {
  EVENTS_COLLECTION,
  queryEvents,
  readEvent,
  RESERVATIONS_COLLECTION,
} from '@/lib/events/store';
import { queueMailIn } from '@/lib/mail-queue';
import { getSiteConfig } from '@/lib/site-config';

import { toCsv } from './csv';
import {
  fieldChanges,
  formValues,
  RESERVATION_STATES,
  type EventDocument,
  type EventErrors,
  type EventValues,
} from './event-fields';
import { logStaff } from './log';
import type { Staff } from './session';

const events = () => getDb().collection(EVENTS_COLLECTION);
const reservationsOf = (id: string) =>
  getDb().collection(RESERVATIONS_COLLECTION).where('event', '==', id);

const versionOf = (doc: DocumentSnapshot) =>
  doc.updateTime ? `${doc.updateTime.seconds}.${doc.updateTime.nanoseconds}` : '';

function parsed(doc: DocumentSnapshot) {
  const result = readEvent(doc);
  return result.success
    ? ({ ok: true, event: result.data } as const)
    : ({ ok: false, faults: eventFaults(result.error) } as const);
}

/** Every event, read now rather than from the cache: the coming ones, and the past newest first. */
export async function getStaffAgenda(now = Date.now()) {
  const { events, skipped } = await queryEvents();
  return {
    coming: events.filter((e) => !isOver(e, now)),
    past: events.filter((e) => isOver(e, now)).reverse(),
    skipped,
  };
}

export type EventRow = {
  id: string;
  data: Record<string, unknown>;
  version: string;
  checked: ReturnType<typeof parsed>;
};

export async function getEventRow(id: string): Promise<EventRow | null> {
  const doc = await events().doc(id).get();
  if (!doc.exists) return null;
  return { id, data: doc.data()!, version: versionOf(doc), checked: parsed(doc) };
}

export type ReservationRow = ReservationFields & {
  id: string;
  state: string;
  createdAt: Date | null;
};

function reservationFields(doc: DocumentSnapshot): ReservationFields {
  const text = (name: string) => String(doc.get(name) ?? '');
  const locale = text('locale');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    people: Number(doc.get('people')) || 0,
    message: text('message'),
    locale: hasLocale(locale) ? locale : 'nl',
  };
}

export async function getReservations(eventId: string): Promise<ReservationRow[]> {
  const snapshot = await reservationsOf(eventId).get();
  return snapshot.docs
    .map((doc) => ({
      ...reservationFields(doc),
      id: doc.id,
      state: String(doc.get('state') ?? ''),
      createdAt: (doc.get('createdAt')?.toDate?.() as Date | undefined) ?? null,
    }))
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
}

const created = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  dateStyle: 'short',
  timeStyle: 'short',
});

export function reservationsToCsv(rows: ReservationRow[]): string {
  const header = ['naam', 'e-mail', 'telefoon', 'personen', 'taal', 'staat', 'gemaakt', 'bericht'];
  return toCsv(
    header,
    rows.map((r) => [
      r.name,
      r.email,
      r.phone,
      String(r.people),
      LANGUAGE_NAMES[r.locale],
      RESERVATION_STATES[r.state] ?? r.state,
      r.createdAt ? created.format(r.createdAt) : '',
      r.message,
    ]),
  );
}

export type EventWrite =
  | { status: 'saved'; id: string }
  | { status: 'changed'; changes: string[]; version: string; opened: EventValues }
  | { status: 'refused'; errors: EventErrors }
  | { status: 'gone' };

const MAIL_CANCEL_FIRST: EventErrors = {
  status: [
    'Annuleren gaat met de knop "Annuleer evenement", zodat wie reserveerde een mail krijgt.',
  ],
};

const storedFields = ({ seats: _s, price: _p, ...rest }: EventDocument) => rest;

/**
 * Creates an event under its day and Dutch title, or updates one unless a field of the form
 * changed since it was opened: a reservation meanwhile moves only `taken`, which a save leaves.
 * Every save raises `sequence`, so calendars that hold the event take the new version.
 */
export async function saveEvent(
  staff: Staff,
  id: string | null,
  form: { version: string; opened: Partial<EventValues>; day: string; document: EventDocument },
): Promise<EventWrite> {
  const { document } = form;
  const ref = events().doc(id ?? eventId(form.day, document.title.nl));
  return getDb().runTransaction(async (tx): Promise<EventWrite> => {
    const doc = await tx.get(ref);
    if (!id) {
      if (doc.exists)
        return {
          status: 'refused',
          errors: {
            title_nl: [
              `Er bestaat al een evenement op die dag met die titel (${ref.id}): kies een andere titel, of bewerk dat evenement.`,
            ],
          },
        };
      if (document.status === 'cancelled') return { status: 'refused', errors: MAIL_CANCEL_FIRST };
      tx.create(ref, { ...document, taken: 0, sequence: 0 });
    } else {
      if (!doc.exists) return { status: 'gone' };
      const now = formValues(doc.data());
      const changes = fieldChanges(form.opened, now);
      if (versionOf(doc) !== form.version && changes.length)
        return { status: 'changed', changes, version: versionOf(doc), opened: now };
      const cancelled = doc.get('status') === 'cancelled';
      if (document.status === 'cancelled' && !cancelled)
        return { status: 'refused', errors: MAIL_CANCEL_FIRST };
      const taken = Number(doc.get('taken')) || 0;
      if (document.seats !== undefined && document.seats < taken)
        return {
          status: 'refused',
          errors: { seats: [`Minstens ${taken}: zoveel plaatsen zijn al gereserveerd.`] },
        };
      tx.update(ref, {
        ...storedFields(document),
        seats: document.seats ?? FieldValue.delete(),
        price: document.price ?? FieldValue.delete(),
        // Cancelled is final: its guests were told, and a copy plans it again.
        status: cancelled ? 'cancelled' : document.status,
        sequence: (Number(doc.get('sequence')) || 0) + 1,
      });
    }
    await logStaff({ by: staff.email, action: 'event-save', detail: ref.id }, tx);
    return { status: 'saved', id: ref.id };
  });
}

export type CancelWrite =
  { status: 'cancelled'; mails: number } | { status: 'already' | 'unknown' | 'invalid' };

/**
 * Cancels an event and tells each active reservation in its own language, in one transaction: the
 * mails go only if the cancel holds. The reservations stay, cancelled, and `taken` keeps the count.
 */
export async function cancelEvent(staff: Staff, id: string): Promise<CancelWrite> {
  const site = getSiteConfig();
  const ref = events().doc(id);
  return getDb().runTransaction(async (tx): Promise<CancelWrite> => {
    const doc = await tx.get(ref);
    if (!doc.exists) return { status: 'unknown' };
    const checked = parsed(doc);
    if (!checked.ok) return { status: 'invalid' };
    if (checked.event.status === 'cancelled') return { status: 'already' };
    const active = (await tx.get(reservationsOf(id))).docs.filter(
      (r) => r.get('state') === 'active',
    );
    const event: HouseEvent = {
      ...checked.event,
      status: 'cancelled',
      sequence: checked.event.sequence + 1,
      updatedAt: new Date().toISOString(),
    };
    tx.update(ref, { status: event.status, sequence: event.sequence });
    for (const reservation of active) {
      tx.update(reservation.ref, {
        state: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: 'house',
      });
      queueMailIn(
        tx,
        eventCancelledMail(event, reservationFields(reservation), site),
        'event-cancelled',
      );
    }
    await logStaff({ by: staff.email, action: 'event-cancel', detail: id }, tx);
    return { status: 'cancelled', mails: active.length };
  });
}
