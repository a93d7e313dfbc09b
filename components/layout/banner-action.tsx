'use client';

import { usePagePath as usePathname } from '@/i18n/use-page-path';

import { NavLink } from './nav-link';

/** The banner's button registers on /club and leads to /club elsewhere. */
export function BannerAction({
  className,
  labels,
}: {
  className?: string;
  labels: { register: string; more: string };
}) {
  const onClub = usePathname() === '/club';
  return (
    <NavLink href={onClub ? '/club/registreer' : '/club'} className={className}>
      {onClub ? labels.register : labels.more}
    </NavLink>
  );
}
