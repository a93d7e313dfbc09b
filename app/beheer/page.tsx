import Link from 'next/link';

import { StaffFrame } from './_components/staff-frame';
import styles from './_components/staff.module.scss';
import { MAIL_RETENTION_DAYS } from '@/lib/mail-queue';
import { getStaffAgenda } from '@/lib/staff/events';
import { requireStaff } from '@/lib/staff/session';
import { getRequestRows, getWineRows } from '@/lib/staff/store';

export default async function StaffHome() {
  const staff = await requireStaff();
  const [wines, requests, agenda] = await Promise.all([
    getWineRows(),
    getRequestRows(),
    getStaffAgenda(),
  ]);
  const coming = agenda.coming.filter((e) => e.status !== 'cancelled');
  const invalid = wines.filter((w) => !w.checked.ok).length;
  const failed = requests.filter((r) => r.delivery === 'failed').length;
  const open = requests.filter((r) => !r.handled).length;
  return (
    <StaffFrame staff={staff} current="/beheer" title="Beheer">
      <ul className={styles.figures}>
        <li className={failed ? styles.warn : undefined}>
          <strong>{failed}</strong>
          <Link href="/beheer/aanvragen">
            {failed === 1 ? 'mail kwam niet aan' : 'mails kwamen niet aan'}
          </Link>
        </li>
        <li>
          <strong>{open}</strong>
          <Link href="/beheer/aanvragen">
            open {open === 1 ? 'aanvraag' : 'aanvragen'} (laatste {MAIL_RETENTION_DAYS} dagen)
          </Link>
        </li>
        <li>
          <strong>{coming.length}</strong>
          <Link href="/beheer/agenda">
            {coming.length === 1 ? 'komend evenement' : 'komende evenementen'}
          </Link>
        </li>
        {agenda.skipped.length > 0 && (
          <li className={styles.warn}>
            <strong>{agenda.skipped.length}</strong>
            <Link href="/beheer/agenda">
              {agenda.skipped.length === 1 ? 'evenement staat' : 'evenementen staan'} niet op de
              site door een fout
            </Link>
          </li>
        )}
        <li>
          <strong>{wines.length}</strong>
          <Link href="/beheer/wijnen">wijnen in de lijst</Link>
        </li>
        <li className={invalid ? styles.warn : undefined}>
          <strong>{invalid}</strong>
          <Link href="/beheer/wijnen?sorteer=problemen">
            {invalid === 1 ? 'wijn staat' : 'wijnen staan'} niet op de kaart door een fout
          </Link>
        </li>
      </ul>
    </StaffFrame>
  );
}
