'use client';

import { usePathname } from '@/i18n/navigation';

import { NavLink } from './nav-link';

/** The banner's button is 'Registreer' on /club and 'Meer info' (to /club) elsewhere. */
export function BannerAction({ className }: { className?: string }) {
  const onClub = usePathname() === '/club';
  return (
    <NavLink href={onClub ? '/club/registreer' : '/club'} className={className}>
      {onClub ? 'Registreer' : 'Meer info'}
    </NavLink>
  );
}
