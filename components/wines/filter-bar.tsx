import { toggleOption, wineListHref, type FilterView, type Selection } from '@/lib/wines/filters';

import { Dropdown } from './dropdown';
import styles from './filter-bar.module.scss';

type Props = { filters: FilterView[]; selection: Selection; animal?: string };

/** Spec §2/§5: one dropdown per filter; every option is a real link to the filtered view. */
export function FilterBar({ filters, selection, animal }: Props) {
  return (
    <nav className={styles.bar} aria-label="Filter de wijnen">
      {filters.map((filter) => (
        <div key={filter.id} className={filter.onMobile ? styles.item : `${styles.item} ${styles.desktopOnly}`}>
          <Dropdown
            label={filter.label}
            options={filter.options.map((option) => ({
              name: option.name,
              selected: option.isSelected,
              href: wineListHref(toggleOption(selection, filter.id, option.name), 0, animal),
            }))}
          />
        </div>
      ))}
    </nav>
  );
}
