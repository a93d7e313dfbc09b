'use client';

import { useLinkStatus } from 'next/link';

import styles from './link-pending.module.scss';

/**
 * Inside a pager step's link: a ring while the view it leads to is on its way. Those links are not
 * prefetched, so on a slow phone the tap would otherwise seem lost until the new view arrives, and
 * invite a second one.
 */
export function LinkPending() {
  return <PendingRing pending={useLinkStatus().pending} />;
}

/** The ring itself, for a link that keeps its own pending state (the filter options). */
export function PendingRing({ pending }: { pending: boolean }) {
  return <span className={styles.ring} data-pending={pending || undefined} aria-hidden="true" />;
}
