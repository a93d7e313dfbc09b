import Link from 'next/link';

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
          <Dropdown label={filter.label} count={filter.options.filter((o) => o.isSelected).length}>
            <ul className={styles.options} aria-label={filter.label}>
              {filter.options.map((option) => (
                <li key={option.name}>
                  {/* Choosing an option resets to the first page (spec §4). */}
                  <Link
                    href={wineListHref(toggleOption(selection, filter.id, option.name), 0, animal)}
                    className={styles.option}
                    aria-current={option.isSelected ? 'true' : undefined}
                    scroll={false}
                  >
                    <span className={styles.check} aria-hidden="true" />
                    {option.name}
                    {option.isSelected && <span className="visually-hidden"> (gekozen, klik om te wissen)</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </Dropdown>
        </div>
      ))}
    </nav>
  );
}
