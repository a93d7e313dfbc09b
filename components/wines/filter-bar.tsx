'use client';

import { filterLinks, type FilterView, type Selection } from '@/lib/wines/selection';

import { Dropdown } from './dropdown';
import styles from './filter-bar.module.scss';

type Props = { filters: FilterView[]; selection: Selection; animal?: string };

/**
 * Spec §2/§5: one dropdown per filter; every option is a real link to the filtered view, rendered
 * on the server too (without JavaScript the lists simply show). A client component only so that
 * the links are built from the option names here rather than sent along in the page's payload.
 */
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
