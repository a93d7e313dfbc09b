'use client';

import { Link } from '@/i18n/navigation';
import { usePagePath as usePathname } from '@/i18n/use-page-path';
import type { AppPathname } from '@/i18n/routing';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import { focusContent } from './focus-content';
import { opensElsewhere } from './link-click';

type Props = {
  /** A page without parameters. */
  href: Exclude<AppPathname, `${string}[${string}`>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/** A link of the site's shell (header, menu, club banner, footer), in the page's language. */
export function NavLink({ href, children, className, 'aria-label': label }: Props) {
  const pathname = usePathname();
  const current = pathname === href;
  const followed = useRef(false);
  // On arrival: the link may have changed meanwhile (the banner's button on /club).
  useEffect(() => {
    if (followed.current) focusContent();
    followed.current = false;
  }, [pathname]);
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
      href={href}
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
