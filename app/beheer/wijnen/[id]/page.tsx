import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { StaffFrame } from '@/components/staff/staff-frame';
import styles from '@/components/staff/staff.module.scss';
import { WineEditor } from '@/components/staff/wine-editor';
import { requireStaff } from '@/lib/staff/session';
import { wineRow } from '@/lib/staff/store';

export const metadata: Metadata = { title: 'Wijn bewerken' };

type Props = { params: Promise<{ id: string }> };

export default async function EditWine({ params }: Props) {
  const staff = await requireStaff();
  const id = decodeURIComponent((await params).id);
  const row = await wineRow(id).catch(() => null);
  if (!row) notFound();
  const name = String(row.data.name ?? id);
  return (
    <StaffFrame staff={staff} current="/beheer/wijnen" title={name}>
      {!row.checked.ok && (
        <p className={styles.alert}>
          Deze wijn staat niet op de kaart tot de velden hieronder kloppen.
        </p>
      )}
      <p className={styles.tools}>
        <Link href={`/beheer/wijnen/nieuw?van=${encodeURIComponent(id)}`} className={styles.button}>
          Dupliceer
        </Link>
        <Link
          href={`/beheer/wijnen/${encodeURIComponent(id)}/verwijderen`}
          className={styles.button}
        >
          Verwijder
        </Link>
      </p>
      <WineEditor id={id} data={row.data} />
    </StaffFrame>
  );
}
