'use client';

import { filterLinks, type FilterView, type Selection } from '@/lib/wines/selection';

import { Dropdown } from './dropdown';
import styles from './filter-bar.module.scss';

type Props = { filters: FilterView[]; selection: Selection; animal?: string };

/** The links are built here from the option names, so the page's payload carries each name once. */
export function FilterBar({ filters, selection, animal }: Props) {
  return (
    <nav className={styles.bar} aria-label="Filter de wijnen">
      {filters.map((filter) => (
        <div
          key={filter.id}
          className={filter.onMobile ? styles.item : `${styles.item} ${styles.desktopOnly}`}
        >
          <Dropdown
            label={filter.label}
            options={filterLinks(filter, selection, animal)}
            names={filter.names}
          />
        </div>
      ))}
    </nav>
  );
}
