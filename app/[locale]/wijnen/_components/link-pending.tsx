'use client';

import { useLinkStatus } from 'next/link';

import styles from './link-pending.module.scss';

/**
 * Inside a pager step's link: a ring while the view it leads to is on its way. Those links are not
 * prefetched, so on a slow phone the tap would otherwise seem lost until the new view arrives, and
 * invite a second one.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return <span className={styles.ring} data-pending={pending || undefined} aria-hidden="true" />;
}
