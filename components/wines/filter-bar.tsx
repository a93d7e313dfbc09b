'use client';

import { useOptimistic, useRef } from 'react';

import { filterLinks, type FilterView, type Selection } from '@/lib/wines/selection';

import { Dropdown } from './dropdown';
import styles from './filter-bar.module.scss';
import { useListLinks } from './use-list-links';
import { useViewNews } from './use-view-news';

type Props = { filters: FilterView[]; selection: Selection; animal?: string };

/**
 * Spec §2/§5: one dropdown per filter; every option is a real link to the filtered view, rendered
 * on the server too (without JavaScript the lists simply show). A client component only so that
 * the links are built from the option names here rather than sent along in the page's payload.
 *
 * While a chosen view is on its way, the bar shows the selection it leads to (its option ticked,
 * its filter counted), and every other option's link adds to that selection: a visitor who ticks
 * Rood and then Wit before Rood's view has come gets both, not Wit alone; a chip taken out
 * meanwhile leaves Rood standing too (`useListLinks`).
 */
export function FilterBar({ filters, selection, animal }: Props) {
  const [shown, show] = useOptimistic(selection);
  const bar = useRef<HTMLElement>(null);
  useListLinks(selection, shown, show, animal, bar);
  useViewNews();

  return (
    <nav ref={bar} className={styles.bar} aria-label="Filter de wijnen">
      {filters.map((filter) => (
        <div
          key={filter.id}
          className={filter.onMobile ? styles.item : `${styles.item} ${styles.desktopOnly}`}
        >
          <Dropdown
            label={filter.label}
            options={filterLinks(filter, shown, animal)}
            names={filter.names}
            onChoose={show}
          />
        </div>
      ))}
    </nav>
  );
}
