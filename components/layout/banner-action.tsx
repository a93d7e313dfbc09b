'use client';

import { usePathname } from 'next/navigation';

import { NavLink } from './nav-link';

/** Spec §2: the banner's button is 'Registreer' on /club and 'Meer info' (to /club) elsewhere. */
export function BannerAction({ className }: { className?: string }) {
  const onClub = usePathname() === '/club';
  return (
    <NavLink href={onClub ? '/club/registreer' : '/club'} className={className}>
      {onClub ? 'Registreer' : 'Meer info'}
    </NavLink>
  );
}
