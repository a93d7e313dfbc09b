import type { Metadata } from 'next';
import Link from 'next/link';

import { StaffFrame } from '../../_components/staff-frame';
import styles from '../../_components/staff.module.scss';
import { WineForm } from '../../_components/wine-form';
import { textValues } from '@/lib/staff/wine-fields';

import { staffWine } from './staff-wine';

export const metadata: Metadata = { title: 'Wijn bewerken' };

type Props = { params: Promise<{ id: string }> };

export default async function EditWine({ params }: Props) {
  const { staff, id, row, name } = await staffWine(params);
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
      <WineForm id={id} opened={textValues(row.data)} version={row.version} />
    </StaffFrame>
  );
}
