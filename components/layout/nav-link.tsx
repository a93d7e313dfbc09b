'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import { focusContent } from './focus-content';
import { opensElsewhere } from './link-click';

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * A link of the site's shell (header, menu, club banner, footer). On the page it leads to it says
 * so (`aria-current="page"`, for screen readers; the stylesheets mark it for the eye), and it is
 * not prefetched there: Next would otherwise fetch the page the visitor is reading once more
 * (three requests, 11 kB on the home page, for its wordmark). The shell lives in the root layout
 * and stays while the visitor moves on, so the mark follows the address here, in the browser.
 *
 * Followed, it leaves the keyboard where a page loaded anew would: at the content, not on a footer
 * link of the next page (Next leaves the focus where it was). Followed on its own page, it starts
 * that page over, as it does without JavaScript (spec §2: the router reloads on the same URL):
 * Next fetches the page anew but leaves the visitor where they were, so this takes them to its top.
 */
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
