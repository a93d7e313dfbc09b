import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { EventForm } from '../../_components/event-form';
import { StaffFrame } from '../../_components/staff-frame';
import styles from '../../_components/staff.module.scss';
import agenda from '../../_components/agenda.module.scss';
import { decodedPart } from '@/i18n/routing';
import { whenInWords } from '@/lib/events/format';
import { isEventId } from '@/lib/events/schema';
import { LANGUAGE_NAMES } from '@/lib/forms/mail';
import { telHref } from '@/lib/site-config';
import { cancelEventAction } from '@/lib/staff/event-actions';
import {
  eventChoices,
  fitsTheForm,
  formValues,
  RESERVATION_STATES,
  STATUS_LABELS,
} from '@/lib/staff/event-fields';
import { getEventRow, getReservations, type ReservationRow } from '@/lib/staff/events';
import { requireStaff } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'Evenement bewerken' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ annuleren?: string; geannuleerd?: string }>;
};

const created = (date: Date | null) =>
  date?.toLocaleString('nl-BE', {
    timeZone: 'Europe/Brussels',
    dateStyle: 'medium',
    timeStyle: 'short',
  }) ?? '–';

function Reservations({ rows }: { rows: ReservationRow[] }) {
  if (!rows.length) return <p>Nog geen reservaties.</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Naam</th>
          <th scope="col">E-mail</th>
          <th scope="col">Telefoon</th>
          <th scope="col">Personen</th>
          <th scope="col">Taal</th>
          <th scope="col">Staat</th>
          <th scope="col">Gemaakt</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className={r.state === 'active' ? undefined : agenda.muted}>
            <td>
              <strong>{r.name}</strong>
              {r.message && <p className={styles.diff}>{r.message}</p>}
            </td>
            <td data-label="E-mail">
              <a href={`mailto:${r.email}`}>{r.email}</a>
            </td>
            <td data-label="Telefoon">
              <a href={telHref(r.phone)}>{r.phone}</a>
            </td>
            <td data-label="Personen">{r.people}</td>
            <td data-label="Taal">{LANGUAGE_NAMES[r.locale]}</td>
            <td data-label="Staat">{RESERVATION_STATES[r.state] ?? r.state}</td>
            <td data-label="Gemaakt">{created(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function EditEvent({ params, searchParams }: Props) {
  const staff = await requireStaff();
  // A page's params arrive still encoded; one that does not decode is looked up as it is.
  const id = decodedPart((await params).id);
  const { annuleren, geannuleerd } = await searchParams;
  const [row, reservations] = await Promise.all([
    getEventRow(id).catch(() => null),
    getReservations(id),
  ]);
  if (!row) notFound();
  const event = row.checked.ok ? row.checked.event : null;
  const page = `/beheer/agenda/${encodeURIComponent(id)}`;
  const active = reservations.filter((r) => r.state === 'active');
  const people = active.reduce((sum, r) => sum + r.people, 0);
  const cancellable = event !== null && event.status !== 'cancelled';
  const title = event?.title.nl ?? id;
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/agenda"
      title={title}
      lead={event && `${whenInWords(event, 'nl')} · ${STATUS_LABELS[event.status]}`}
    >
      {geannuleerd && (
        <p className={styles.notice} role="status">
          {geannuleerd === 'al'
            ? 'Dit evenement was al geannuleerd: er ging geen nieuwe mail weg.'
            : `Geannuleerd. ${geannuleerd === '1' ? 'Eén mail staat' : `${Number(geannuleerd) || 0} mails staan`} klaar voor wie gereserveerd had.`}
        </p>
      )}
      {annuleren === 'mislukt' && (
        <p className={styles.alert} role="alert">
          Niet geannuleerd: de database antwoordde niet. Er ging geen mail weg; probeer opnieuw.
        </p>
      )}
      {!row.checked.ok && (
        <div className={styles.alert} role={annuleren === 'fouten' ? 'alert' : undefined}>
          <p>
            Dit evenement staat niet op de site tot deze fouten hersteld zijn
            {annuleren === 'fouten' && '; pas daarna kan je het annuleren'}:
          </p>
          <ul className={agenda.faults}>
            {row.checked.faults.map((fault) => (
              <li key={fault}>{fault}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.tools}>
        <Link
          href={`/beheer/agenda/nieuw?kopie=${encodeURIComponent(id)}`}
          className={styles.button}
        >
          Kopieer
        </Link>
        <a href={`${page}/export`} className={styles.button} download>
          Reservaties (CSV)
        </a>
        {cancellable && (
          <Link href={`${page}?annuleren=1`} className={styles.button}>
            Annuleer evenement
          </Link>
        )}
      </p>
      {cancellable && annuleren === '1' && (
        <section className={agenda.confirm} aria-labelledby="annuleren">
          <h2 id="annuleren">{title} annuleren?</h2>
          <p>
            Het evenement blijft op de site, als geannuleerd.{' '}
            {active.length === 0
              ? 'Er zijn geen reservaties om te verwittigen.'
              : active.length === 1
                ? `De reservatie (${people} ${people === 1 ? 'persoon' : 'personen'}) krijgt een mail in de taal waarin ze gemaakt is, en wordt geannuleerd.`
                : `De ${active.length} reservaties (${people} personen) krijgen elk een mail in de taal waarin ze gemaakt zijn, en worden geannuleerd.`}{' '}
            Dit kan je niet ongedaan maken.
          </p>
          <form action={cancelEventAction} className={styles.tools}>
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={styles.danger}>
              Ja, annuleer het evenement
            </button>
            <Link href={page} className={styles.button}>
              Nee, terug
            </Link>
          </form>
        </section>
      )}
      <section className={agenda.section} aria-labelledby="reservaties">
        <h2 id="reservaties">Reservaties</h2>
        <p role="status">
          {people} {people === 1 ? 'persoon' : 'personen'} in {active.length} actieve{' '}
          {active.length === 1 ? 'reservatie' : 'reservaties'}
          {event &&
            event.seats === undefined &&
            '; dit evenement neemt geen reservaties via de site'}
          {event?.seats !== undefined && `, van ${event.seats} plaatsen`}.
        </p>
        <Reservations rows={reservations} />
      </section>
      <section className={agenda.section} aria-labelledby="bewerken">
        <h2 id="bewerken">Bewerken</h2>
        {isEventId(id) ? (
          <>
            {!fitsTheForm(row.data) && (
              <p className={styles.alert}>
                Dit evenement duurt langer dan een dag: bewaren zet het einde op het uur hieronder,
                binnen 24 uur na het begin.
              </p>
            )}
            <EventForm
              id={id}
              version={row.version}
              opened={formValues(row.data)}
              choices={eventChoices(String(row.data.status ?? ''))}
            />
          </>
        ) : (
          <p>
            Dit document heeft geen geldige naam (datum-en-naam): maak er een kopie van en verwijder
            het daarna in de Firebase-console.
          </p>
        )}
      </section>
    </StaffFrame>
  );
}
