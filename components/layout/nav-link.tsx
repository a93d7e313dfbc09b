'use client';

import Link from 'next/link';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import { usePage } from '@/i18n/page';
import { localizedPath, type AppPathname } from '@/i18n/routing';

import { focusContent } from './focus-content';
import { opensElsewhere } from './link-click';

type Props = {
  href: Exclude<AppPathname, `${string}[${string}`>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

export function NavLink({ href, children, className, 'aria-label': label }: Props) {
  const { page, locale, address } = usePage();
  const current = page === href;
  const followed = useRef(false);
  // On arrival: the link may have changed meanwhile (the banner's button on /club).
  useEffect(() => {
    if (followed.current) focusContent();
    followed.current = false;
  }, [address]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    if (!current) {
      followed.current = true;
      return;
    }
    window.scrollTo({ top: 0 });
    focusContent();
  };
  return (
    <Link
      href={localizedPath(locale, href)}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      prefetch={current ? false : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
