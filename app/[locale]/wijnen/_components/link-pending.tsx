'use client';

import { useLinkStatus } from 'next/link';

import styles from './link-pending.module.scss';

// Pager links are not prefetched: on a slow phone a tap would seem lost and invite a second.
export function LinkPending() {
  const { pending } = useLinkStatus();
  return <span className={styles.ring} data-pending={pending || undefined} aria-hidden="true" />;
}
