'use client';

import { useOptimistic } from 'react';

import type { FilterLink, Selection } from '@/lib/wines/selection';

import styles from './filter-bar.module.scss';
import { PendingRing } from './link-pending';
import { useDropdown } from './use-dropdown';
import { useViewLinks } from './use-view-links';

/**
 * `names`: the options are names, left as they are by a browser translating the page.
 * `onChoose`: called, in the view's transition, with the selection an option chosen leads to.
 */
type Props = {
  label: string;
  options: FilterLink[];
  names?: boolean;
  onChoose: (selection: Selection) => void;
};

/**
 * One filter. Its options are real links to the filtered view (server-rendered, so without
 * JavaScript the list simply shows: `scripting: none` in its stylesheet). It receives plain data,
 * not elements, to keep the page's payload small, and each option is one bare link (its box is
 * drawn by the stylesheet): a filter can hold dozens. How it opens and closes: `useDropdown`.
 */
export function Dropdown({ label, options, names = false, onChoose }: Props) {
  const { id, flag, open, toggle, root, button, panel, rootEvents, chosen } = useDropdown(label);
  const count = options.filter((o) => o.selected).length;
  // The option whose view is on its way, by name: its link changes as it is chosen (a second
  // click takes it out again).
  const [waiting, wait] = useOptimistic<string | null>(null);
  const follow = useViewLinks((link) => {
    const option = options.find((o) => o.href === link.getAttribute('href'));
    if (!option) return;
    chosen();
    wait(option.name);
    onChoose(option.leadsTo);
  });

  return (
    <div ref={root} className={styles.dropdown} data-open={open || undefined} {...rootEvents}>
      <button ref={button} type="button" className={styles.toggle} aria-controls={id} {...toggle}>
        {label}
        {count > 0 && (
          <span className={styles.count}>
            {count}
            <span className="visually-hidden"> gekozen</span>
          </span>
        )}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panel} id={id} className={styles.panel}>
        {/* Choosing an option resets to the first page (spec §4) and closes the list: the list
            stays open, its option marked, until the view comes (a new route, with its own closed
            list). */}
        <ul className={styles.options} aria-label={label} onClick={follow}>
          {options.map((option) => (
            <li key={option.name}>
              <a
                href={option.href}
                // Each option leads to another combination with options of its own: crawlers are
                // not sent through them all (the views are noindex; the pages are followed).
                rel="nofollow"
                aria-current={option.selected ? 'true' : undefined}
                data-none={option.count === 0 || undefined}
                translate={names ? 'no' : undefined}
              >
                {option.name}
                {/* How many wines the option chooses in this view: where it leads, before it is
                    chosen, and which would lead to none. */}
                <span className={styles.tally} translate={names ? 'yes' : undefined}>
                  {option.count}
                  <span className="visually-hidden">
                    {option.count === 1 ? ' wijn' : ' wijnen'}
                  </span>
                </span>
                {option.selected && (
                  <span className="visually-hidden" translate="yes">
                    {' (gekozen, klik om te wissen)'}
                  </span>
                )}
                {/* Only on the option whose view is on its way: a ring on each of a hundred
                    options was 4.5 kB of every wine page's HTML for one that may show. */}
                {waiting === option.name && <PendingRing pending />}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <span id={flag} popover="manual" className={styles.flag} />
    </div>
  );
}
