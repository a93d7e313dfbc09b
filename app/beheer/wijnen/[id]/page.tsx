import type { Metadata } from 'next';
import Link from 'next/link';

import { StaffFrame } from '../../_components/staff-frame';
import styles from '../../_components/staff.module.scss';
import { WineForm } from '../../_components/wine-form';
import { isPhotoOutcome, PHOTO_OUTCOMES } from '@/lib/staff/photos';
import { textValues } from '@/lib/staff/wine-fields';

import { PhotoForm } from './photo-form';
import { staffWine } from './staff-wine';

export const metadata: Metadata = { title: 'Wijn bewerken' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ foto?: string }> };

export default async function EditWine({ params, searchParams }: Props) {
  const { staff, id, row, name } = await staffWine(params);
  const { foto } = await searchParams;
  return (
    <StaffFrame staff={staff} current="/beheer/wijnen" title={name}>
      {isPhotoOutcome(foto) && (
        <p
          className={foto === 'bewaard' ? styles.notice : styles.alert}
          role={foto === 'bewaard' ? 'status' : 'alert'}
        >
          {PHOTO_OUTCOMES[foto]}
        </p>
      )}
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
      <PhotoForm id={id} name={name} image={row.data.image} />
      <WineForm id={id} opened={textValues(row.data)} version={row.version} />
    </StaffFrame>
  );
}
