import type { Metadata } from 'next';
import Link from 'next/link';

import { StaffFrame } from '../_components/staff-frame';
import styles from '../_components/staff.module.scss';
import agenda from '../_components/agenda.module.scss';
import { euro, whenInWords } from '@/lib/events/format';
import type { HouseEvent } from '@/lib/events/schema';
import { AUDIENCE_LABELS, kindLabel, STATUS_LABELS } from '@/lib/staff/event-fields';
import { getStaffAgenda } from '@/lib/staff/events';
import { requireStaff } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'Agenda' };

type Props = { searchParams: Promise<{ bewaard?: string }> };

const editPath = (id: string) => `/beheer/agenda/${encodeURIComponent(id)}`;

function EventTable({ events, caption }: { events: HouseEvent[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={agenda.muted}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Wanneer</th>
          <th scope="col">Evenement</th>
          <th scope="col">Soort</th>
          <th scope="col">Status</th>
          <th scope="col">Plaatsen</th>
          <th scope="col">Acties</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>{whenInWords(event, 'nl')}</td>
            <td data-label="Evenement">
              <Link href={editPath(event.id)}>{event.title.nl}</Link>
            </td>
            <td data-label="Soort">
              {kindLabel(event.kind)}
              {event.audience === 'club' && `, ${AUDIENCE_LABELS.club.toLowerCase()}`}
              {event.price !== undefined &&
                ` · ${event.price ? euro(event.price, 'nl') : 'gratis'}`}
            </td>
            <td data-label="Status">{STATUS_LABELS[event.status]}</td>
            <td data-label="Plaatsen">
              {event.seats === undefined
                ? 'Geen reservaties'
                : `${event.taken} van ${event.seats} genomen`}
            </td>
            <td>
              <div className={styles.actions}>
                <Link
                  href={editPath(event.id)}
                  className={styles.small}
                  aria-label={`Bewerk: ${event.title.nl}`}
                >
                  Bewerk
                </Link>
                <Link
                  href={`/beheer/agenda/nieuw?kopie=${encodeURIComponent(event.id)}`}
                  className={styles.small}
                  aria-label={`Kopieer: ${event.title.nl}`}
                >
                  Kopieer
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function StaffAgenda({ searchParams }: Props) {
  const staff = await requireStaff();
  const { bewaard } = await searchParams;
  const { coming, past, skipped } = await getStaffAgenda();
  const saved = bewaard && [...coming, ...past].find((e) => e.id === bewaard);
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/agenda"
      title="Agenda"
      lead="De evenementen van het huis. Wat je bewaart staat meteen op de site; wie reserveerde, vind je bij elk evenement."
    >
      {saved && (
        <p className={styles.notice} role="status">
          Bewaard: {saved.title.nl}.
        </p>
      )}
      {skipped.some((s) => s.id === bewaard) && (
        <p className={styles.alert} role="status">
          Bewaard, maar het evenement staat niet op de site: bekijk de fouten hieronder.
        </p>
      )}
      <p className={styles.tools}>
        <Link href="/beheer/agenda/nieuw" className={styles.solid}>
          Nieuw evenement
        </Link>
      </p>
      {skipped.length > 0 && (
        <section className={agenda.section} aria-labelledby="fouten">
          <h2 id="fouten">Niet op de site door een fout ({skipped.length})</h2>
          <ul className={styles.list}>
            {skipped.map(({ id, faults }) => (
              <li key={id} className={`${styles.request} ${styles.failed}`}>
                <Link href={editPath(id)}>{id}</Link>
                <ul className={agenda.faults}>
                  {faults.map((fault) => (
                    <li key={fault}>{fault}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={agenda.section} aria-labelledby="komend">
        <h2 id="komend">Komend ({coming.length})</h2>
        {coming.length ? (
          <EventTable events={coming} caption="Eerstvolgende eerst" />
        ) : (
          <p>Er staat niets gepland.</p>
        )}
      </section>
      {past.length > 0 && (
        <details className={agenda.past}>
          <summary>Voorbij ({past.length})</summary>
          <EventTable events={past} caption="Meest recente eerst" />
        </details>
      )}
    </StaffFrame>
  );
}
