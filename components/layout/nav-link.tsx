'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * A link of the site's own navigation (header, menu, footer). On the page it leads to it says so
 * (`aria-current="page"`, for screen readers; the stylesheets mark it for the eye), and it is not
 * prefetched there: Next would otherwise fetch the page the visitor is reading once more (three
 * requests, 11 kB on the home page, for its wordmark). The shell lives in the root layout and
 * stays while the visitor moves on, so the mark follows the address here, in the browser.
 */
export function NavLink({ href, children, className, 'aria-label': label }: Props) {
  const current = usePathname() === href;
  return (
    <Link
      href={href}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      prefetch={current ? false : undefined}
    >
      {children}
    </Link>
  );
}
