'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { focusContent } from './focus-content';

/**
 * A link in a page's content goes with that page: followed by keyboard, it took the focus along,
 * and the browser was left to choose where Tab goes next (Chrome on from about where the link was,
 * others from the document's top; a screen reader starts over).
 */
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
