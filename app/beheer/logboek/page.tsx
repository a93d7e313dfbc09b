import type { Metadata } from 'next';

import { StaffFrame } from '../_components/staff-frame';
import styles from '../_components/staff.module.scss';
import { getStaffLog, STAFF_LOG_DAYS } from '@/lib/staff/log';
import { requireStaff } from '@/lib/staff/session';
import { getWineLog, type LogEntry } from '@/lib/staff/store';
import { fieldChanges } from '@/lib/staff/wine-fields';

export const metadata: Metadata = { title: 'Logboek' };

const SHOWN = 100;

function wineChange(entry: LogEntry) {
  const { before, after, name, source } = entry;
  const by = source === 'import' ? ' (import)' : '';
  if (!before) return { what: `Wijn toegevoegd${by}`, detail: name };
  if (!after) return { what: `Wijn verwijderd${by}`, detail: name };
  return {
    what: `Wijn gewijzigd${by}`,
    detail: `${name}: ${fieldChanges(before, after).join('; ') || 'geen verschil'}`,
  };
}

export default async function StaffLog() {
  const staff = await requireStaff();
  const [wines, others] = await Promise.all([getWineLog(SHOWN), getStaffLog(SHOWN)]);
  const entries = [
    ...wines.map((entry) => ({ id: entry.id, at: entry.at, by: entry.by, ...wineChange(entry) })),
    ...others,
  ]
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0))
    .slice(0, SHOWN);
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/logboek"
      title="Logboek"
      lead={`Wie wat deed in het beheer: aanmelden, de wijnlijst, exports en imports, aanvragen. De laatste ${SHOWN}; elk blijft ${STAFF_LOG_DAYS} dagen bewaard.`}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Wanneer</th>
            <th scope="col">Wie</th>
            <th scope="col">Wat</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                {entry.at?.toLocaleString('nl-BE', {
                  timeZone: 'Europe/Brussels',
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </td>
              <td data-label="Wie">{entry.by}</td>
              <td data-label="Wat">{entry.what}</td>
              <td data-label="Details" className={styles.diff}>
                {entry.detail}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffFrame>
  );
}
