import Link from 'next/link';
import type { ReactNode } from 'react';

import { signOutAction } from '@/lib/staff/actions';
import type { Staff } from '@/lib/staff/session';

import styles from './staff.module.scss';

const SECTIONS = [
  { href: '/beheer', label: 'Overzicht' },
  { href: '/beheer/wijnen', label: 'Wijnen' },
  { href: '/beheer/agenda', label: 'Agenda' },
  { href: '/beheer/aanvragen', label: 'Aanvragen' },
  { href: '/beheer/logboek', label: 'Logboek' },
];

export function StaffFrame({
  staff,
  current,
  title,
  lead,
  children,
}: {
  staff: Staff;
  current: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label="Beheer">
        {SECTIONS.map((s) => (
          <Link key={s.href} href={s.href} aria-current={s.href === current ? 'page' : undefined}>
            {s.label}
          </Link>
        ))}
        <form action={signOutAction}>
          <span className={styles.who}>{staff.email} · </span>
          <button type="submit">Afmelden</button>
        </form>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
