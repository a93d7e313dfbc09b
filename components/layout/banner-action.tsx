'use client';

import { usePage } from '@/i18n/page';

import { NavLink } from './nav-link';

export function BannerAction({
  className,
  labels,
}: {
  className?: string;
  labels: { register: string; more: string };
}) {
  const onClub = usePage().page === '/club';
  return (
    <NavLink href={onClub ? '/club/registreer' : '/club'} className={className}>
      {onClub ? labels.register : labels.more}
    </NavLink>
  );
}
