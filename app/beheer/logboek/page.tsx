import type { Metadata } from 'next';

import { StaffFrame } from '@/components/staff/staff-frame';
import styles from '@/components/staff/staff.module.scss';
import { requireStaff } from '@/lib/staff/session';
import { wineLog, type LogEntry } from '@/lib/staff/store';
import { asText, WINE_FIELDS } from '@/lib/staff/wine-fields';

export const metadata: Metadata = { title: 'Logboek' };

/** Each field that differs, as "Prijs glas: 7,50 → 8,00". */
function changes({ before, after }: LogEntry): string {
  if (!before) return 'toegevoegd';
  if (!after) return 'verwijderd';
  const lines = WINE_FIELDS.flatMap(({ key, label }) => {
    const was = asText(key, before[key]);
    const now = asText(key, after[key]);
    return was === now ? [] : [`${label}: ${was || '–'} → ${now || '–'}`];
  });
  return lines.join('; ') || 'geen verschil';
}

export default async function StaffLog() {
  const staff = await requireStaff();
  const entries = await wineLog();
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/logboek"
      title="Logboek"
      lead="Wie wat aan de wijnlijst veranderde, de laatste honderd wijzigingen."
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Wanneer</th>
            <th scope="col">Wie</th>
            <th scope="col">Wijn</th>
            <th scope="col">Wat</th>
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
              <td data-label="Wie">
                {entry.by}
                {entry.source === 'import' && ' (import)'}
              </td>
              <td data-label="Wijn">{entry.name}</td>
              <td data-label="Wat" className={styles.diff}>
                {changes(entry)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffFrame>
  );
}
