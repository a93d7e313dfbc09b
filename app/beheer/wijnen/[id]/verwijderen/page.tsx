import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { StaffFrame } from '@/components/staff/staff-frame';
import styles from '@/components/staff/staff.module.scss';
import { deleteWineAction } from '@/lib/staff/actions';
import { requireStaff } from '@/lib/staff/session';
import { wineRow } from '@/lib/staff/store';

export const metadata: Metadata = { title: 'Wijn verwijderen' };

type Props = { params: Promise<{ id: string }> };

export default async function DeleteWine({ params }: Props) {
  const staff = await requireStaff();
  const id = decodeURIComponent((await params).id);
  const row = await wineRow(id).catch(() => null);
  if (!row) notFound();
  const name = String(row.data.name ?? id);
  return (
    <StaffFrame staff={staff} current="/beheer/wijnen" title={`${name} verwijderen?`}>
      <p className={styles.lead}>
        De wijn verdwijnt van de kaart en uit Firestore. Het logboek bewaart wat hij was. Wil je hem
        alleen even niet tonen, verberg hem dan.
      </p>
      <form action={deleteWineAction} className={styles.tools}>
        <input type="hidden" name="id" value={id} />
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
