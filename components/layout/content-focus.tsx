'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { focusContent } from './focus-content';

/** A link followed by keyboard leaves with its page; browsers disagree where Tab goes next. */
export function ContentFocus() {
  const pathname = usePathname();
  const arrivedAt = useRef(pathname);
  useEffect(() => {
    if (arrivedAt.current === pathname) return;
    arrivedAt.current = pathname;
    const focused = document.activeElement;
    if (!focused || focused === document.body) focusContent();
  }, [pathname]);
  return null;
}
