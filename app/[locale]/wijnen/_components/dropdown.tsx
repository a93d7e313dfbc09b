'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';

import { opensElsewhere } from '@/components/layout/link-click';
import { useRouteLocale } from '@/i18n/page';

import { pluralOf, type Plural } from '@/lib/intl';
import type { FilterLink } from '@/lib/wines/selection';

import styles from './filter-bar.module.scss';
import { useDropdown } from './use-dropdown';

export type FilterWords = {
  nav: string;
  wines: Plural;
  chosen: Plural;
  selected: string;
};

type Props = {
  label: string;
  options: FilterLink[];
  names?: boolean;
  /** The language of the options shown as the data has them (a collection's Dutch name). */
  dataLang?: string;
  words: FilterWords;
};

// Real links, so the list works without JavaScript (`scripting: none` shows it open).
export function Dropdown({ label, options, names = false, dataLang, words }: Props) {
  const locale = useRouteLocale();
  const say = (count: number, forms: Plural) => ` ${pluralOf(locale, forms, count)}`;
  const { id, flag, open, close, toggle, root, button, panel, rootEvents } = useDropdown();
  const count = options.filter((o) => o.selected).length;
  const router = useRouter();
  // One listener for dozens of links; a click with a modifier stays the browser's (a new tab).
  const follow = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    close();
    router.push(link.getAttribute('href') ?? '', { scroll: false });
  };

  return (
    <div ref={root} className={styles.dropdown} data-open={open || undefined} {...rootEvents}>
      <button ref={button} type="button" className={styles.toggle} aria-controls={id} {...toggle}>
        {label}
        {count > 0 && (
          <span className={styles.count}>
            {count}
            <span className="visually-hidden">{say(count, words.chosen)}</span>
          </span>
        )}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panel} id={id} className={styles.panel}>
        <ul className={styles.options} aria-label={label} onClick={follow}>
          {options.map((option) => (
            <li key={option.name}>
              {/* nofollow: every option leads to another noindex combination. */}
              <a
                href={option.href}
                rel="nofollow"
                aria-current={option.selected ? 'true' : undefined}
                data-none={option.count === 0 || undefined}
                translate={names ? 'no' : undefined}
              >
                {dataLang && option.shown === option.name ? (
                  <span lang={dataLang}>{option.shown}</span>
                ) : (
                  option.shown
                )}
                <span className={styles.tally} translate={names ? 'yes' : undefined}>
                  {option.count}
                  <span className="visually-hidden">{say(option.count, words.wines)}</span>
                </span>
                {option.selected && (
                  <span className="visually-hidden" translate="yes">
                    {` ${words.selected}`}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <span id={flag} popover="manual" className={styles.flag} />
    </div>
  );
}
