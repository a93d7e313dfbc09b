import type { Metadata } from 'next';

import { StaffFrame } from '../_components/staff-frame';
import styles from '../_components/staff.module.scss';
import { MAIL_RETENTION_DAYS } from '@/lib/mail-queue';
import { markHandledAction, retryMailAction } from '@/lib/staff/actions';
import { requireStaff } from '@/lib/staff/session';
import { getRequestRows, type RequestRow } from '@/lib/staff/store';

export const metadata: Metadata = { title: 'Aanvragen' };

const KIND = { club: 'Clubregistratie', event: 'Evenement' };
const DELIVERY = {
  pending: 'Mail onderweg',
  sent: 'Mail afgeleverd',
  failed: 'Mail niet afgeleverd',
};

const when = (date: Date) =>
  date.toLocaleString('nl-BE', {
    timeZone: 'Europe/Brussels',
    dateStyle: 'long',
    timeStyle: 'short',
  });

function Request({ row }: { row: RequestRow }) {
  const failed = row.delivery === 'failed';
  return (
    <li className={`${styles.request} ${failed ? styles.failed : ''}`}>
      <h2>
        {KIND[row.kind]}: {row.fields.find((f) => f.label === 'Naam')?.text ?? row.subject}
      </h2>
      <p>
        Ontvangen op <time dateTime={row.receivedAt.toISOString()}>{when(row.receivedAt)}</time>
        {' · '}
        <strong className={failed ? styles.problem : undefined}>{DELIVERY[row.delivery]}</strong>
        {row.error && <span className={styles.problem}> ({row.error})</span>}
        {row.handled && (
          <>
            {' · '}Afgehandeld door {row.handled.by}
            {row.handled.at && ` op ${when(row.handled.at)}`}
          </>
        )}
      </p>
      <dl>
        {row.fields.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.text}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {failed && (
          <form action={retryMailAction}>
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" className={styles.small}>
              Opnieuw versturen
            </button>
          </form>
        )}
        <form action={markHandledAction}>
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="value" value={row.handled ? 'nee' : 'ja'} />
          <button type="submit" className={styles.small}>
            {row.handled ? 'Toch niet afgehandeld' : 'Markeer als afgehandeld'}
          </button>
        </form>
      </div>
    </li>
  );
}

type Props = { searchParams: Promise<{ opnieuw?: string }> };

export default async function StaffRequests({ searchParams }: Props) {
  const staff = await requireStaff();
  const { opnieuw } = await searchParams;
  const rows = await getRequestRows();
  const failed = rows.filter((r) => r.delivery === 'failed').length;
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/aanvragen"
      title="Aanvragen"
      lead={`Clubregistraties en aanvragen voor een evenement van de laatste ${MAIL_RETENTION_DAYS} dagen, de nieuwste eerst, met wat er met hun mail gebeurde. Oudere aanvragen staan alleen nog in de mailbox.`}
    >
      {opnieuw && (
        <p className={styles.notice} role="status">
          De mail wordt opnieuw verstuurd.
        </p>
      )}
      {failed > 0 && (
        <p className={styles.alert}>
          {failed === 1 ? 'Eén mail kwam' : `${failed} mails kwamen`} niet aan: verstuur opnieuw, of
          neem zelf contact op.
        </p>
      )}
      {rows.length === 0 ? (
        <p>Geen aanvragen in deze periode.</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <Request key={row.id} row={row} />
          ))}
        </ul>
      )}
    </StaffFrame>
  );
}
