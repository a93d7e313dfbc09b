'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** Spec §2: the banner's button is 'Registreer' on /club and 'Meer info' (to /club) elsewhere. */
export function BannerAction({ className }: { className?: string }) {
  return usePathname() === '/club' ? (
    <Link href="/club/registreer" className={className}>
      Registreer
    </Link>
  ) : (
    <Link href="/club" className={className}>
      Meer info
    </Link>
  );
}
