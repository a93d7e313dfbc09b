'use client';

import { usePathname as useAddress } from 'next/navigation';

import { usePathname } from './navigation';

/**
 * The page as the code names it (its Dutch path), whatever the language. An address that does not
 * decode (the 404 page of `/wijnen/%A0`) is no page of the site: its own path is kept.
 */
export function usePagePath(): string {
  const address = useAddress();
  try {
    return usePathname();
  } catch {
    return address;
  }
}
