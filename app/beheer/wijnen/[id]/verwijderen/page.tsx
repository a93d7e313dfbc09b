import type { Metadata } from 'next';
import Link from 'next/link';

import { StaffFrame } from '../../../_components/staff-frame';
import styles from '../../../_components/staff.module.scss';
import { deleteWineAction } from '@/lib/staff/actions';

import { staffWine } from '../staff-wine';

export const metadata: Metadata = { title: 'Wijn verwijderen' };

type Props = { params: Promise<{ id: string }> };

export default async function DeleteWine({ params }: Props) {
  const { staff, id, row, name } = await staffWine(params);
  return (
    <StaffFrame staff={staff} current="/beheer/wijnen" title={`${name} verwijderen?`}>
      <p className={styles.lead}>
        De wijn verdwijnt van de kaart en uit Firestore. Het logboek bewaart wat hij was. Wil je hem
        alleen even niet tonen, verberg hem dan.
      </p>
      <form action={deleteWineAction} className={styles.tools}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="versie" value={row.version} />
        <button type="submit" className={styles.danger}>
          Ja, verwijder {name}
        </button>
        <Link href={`/beheer/wijnen/${encodeURIComponent(id)}`} className={styles.button}>
          Nee, terug
        </Link>
      </form>
    </StaffFrame>
  );
}
