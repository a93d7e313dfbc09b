'use client';

import { useEffect, useEffectEvent, useOptimistic } from 'react';

import {
  filterLinks,
  wineListHref,
  withoutOption,
  type FilterId,
  type FilterView,
  type Selection,
} from '@/lib/wines/selection';

import { Dropdown } from './dropdown';
import styles from './filter-bar.module.scss';
import { useViewLinks } from './use-view-links';

type Props = { filters: FilterView[]; selection: Selection; animal?: string };

/**
 * Spec §2/§5: one dropdown per filter; every option is a real link to the filtered view, rendered
 * on the server too (without JavaScript the lists simply show). A client component only so that
 * the links are built from the option names here rather than sent along in the page's payload.
 *
 * While a chosen view is on its way, the bar shows the selection it leads to (its option ticked,
 * its filter counted), and every other option's link adds to that selection: a visitor who ticks
 * Rood and then Wit before Rood's view has come gets both, not Wit alone. A chip taken out
 * meanwhile ("Land: Italië wissen", rendered on the server from the view on screen) takes its
 * value out of that selection too, and leaves Rood standing.
 */
export function FilterBar({ filters, selection, animal }: Props) {
  const [shown, show] = useOptimistic(selection);
  const takeOut = useViewLinks((chip) => {
    const { filter, value = '' } = chip.dataset;
    const leadsTo = withoutOption(shown, filter as FilterId, value);
    show(leadsTo);
    return wineListHref(leadsTo, 0, animal);
  });
  const onChipClick = useEffectEvent((event: MouseEvent) => {
    // A chip (`WineList`) names its filter and value.
    if ((event.target as Element).closest('a[data-filter]')) takeOut(event);
  });
  const onItsWay = shown !== selection;
  useEffect(() => {
    if (!onItsWay) return;
    // Before the chip's own link (next/link, listening on the way back up) follows its address.
    document.addEventListener('click', onChipClick, true);
    return () => document.removeEventListener('click', onChipClick, true);
  }, [onItsWay]);

  return (
    <nav className={styles.bar} aria-label="Filter de wijnen">
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
