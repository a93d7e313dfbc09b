'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

import { MAIN_ID } from '@/lib/content/navigation';

type Props = {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * Followed on its own page, a link starts that page over, as it does without JavaScript (spec §2:
 * the router reloads on the same URL): Next fetches the page anew but leaves the visitor where
 * they were, so this takes them to its top and the keyboard to its content. Not when the link is
 * opened elsewhere (a modifier key or another button).
 */
function startOver(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  window.scrollTo({ top: 0 });
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

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
      onClick={current ? startOver : undefined}
    >
      {children}
    </Link>
  );
}
