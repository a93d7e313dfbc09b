'use client';

import { HTML_LANG } from '@/i18n/routing';
import { filterLinks, type FilterView, type Selection } from '@/lib/wines/selection';

import { Dropdown, type FilterWords } from './dropdown';
import styles from './filter-bar.module.scss';

type Props = {
  filters: FilterView[];
  selection: Selection;
  list: string;
  words: FilterWords;
};

export function FilterBar({ filters, selection, list, words }: Props) {
  return (
    <nav className={styles.bar} aria-label={words.nav}>
      {filters.map((filter) => (
        <div
          key={filter.id}
          className={filter.onMobile ? styles.item : `${styles.item} ${styles.desktopOnly}`}
        >
          <Dropdown
            label={filter.label}
            options={filterLinks(filter, selection, list)}
            names={filter.names}
            dataLang={filter.id === 'collectie' ? HTML_LANG.nl : undefined}
            words={words}
          />
        </div>
      ))}
    </nav>
  );
}
