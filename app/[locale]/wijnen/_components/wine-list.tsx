import Link from 'next/link';

import { PdfLink } from '@/components/content/pdf-link';
import { CrossIcon } from '@/components/layout/icons';
import { MENU_CARD_SHORT, MENU_CARDS } from '@/lib/content/navigation';
import { MENU_CARD_SIZES } from '@/lib/image-sizes';
import { addressOnPaper, getSiteConfig } from '@/lib/site-config';
import {
  applyFilters,
  buildFilters,
  FILTERS,
  isFiltered,
  LIST_ANCHOR,
  LIST_ROOT,
  paginate,
  wineListHref,
  withoutOption,
  type Selection,
} from '@/lib/wines/filters';
import type { Wine } from '@/lib/wines/schema';

import type { FilterWords } from './dropdown';
import { FilterBar } from './filter-bar';
import { ListFocus } from './list-focus';
import { Pagination } from './pagination';
import { PhotoFallback } from '@/components/wines/photo-fallback';
import { WineCard } from '@/components/wines/wine-card';
import styles from './wine-list.module.scss';
import { useWineWords } from '@/components/wines/wine-words';
import { HTML_LANG, localizedPath } from '@/i18n/routing';

type Props = { wines: Wine[]; selection: Selection; page: number };

export function WineList({ wines, selection, page }: Props) {
  const { locale, t, naming } = useWineWords();
  const list = localizedPath(locale, '/wijnen');
  const href = (chosen: Selection, p = 0) => wineListHref(chosen, p, list);
  const matches = applyFilters(wines, selection);
  const paged = paginate(matches, page);
  const filters = buildFilters(wines, selection, naming);
  const chosen = FILTERS.flatMap((f) =>
    selection[f.id].map((value) => ({
      id: f.id,
      label: naming.label(f.id),
      value,
      shown: naming.value(f.id, value),
    })),
  );
  const showBar = filters.some((f) => f.id === 'type' && f.options.length > 0);

  return (
    <div className={styles.list} {...{ [LIST_ROOT]: true }}>
      {isFiltered(selection) && (
        <div className={styles.chosen}>
          <p className={styles.chosenLabel}>{t('chosen')}</p>
          <ul>
            {chosen.map((c) => (
              <li key={`${c.id}-${c.value}`}>
                <Link
                  href={href(withoutOption(selection, c.id, c.value))}
                  scroll={false}
                  rel="nofollow"
                  className={styles.chip}
                  aria-label={t('removeChip', { filter: c.label, value: c.shown })}
                >
                  {/* A drawn cross, not '×': the visible text stays the value the link names. A
                      collection's name is Dutch in every language. */}
                  <span
                    lang={c.id === 'collectie' && c.shown === c.value ? HTML_LANG.nl : undefined}
                  >
                    {c.shown}
                  </span>
                  <CrossIcon />
                </Link>
              </li>
            ))}
          </ul>
          <Link href={list} scroll={false} className={styles.clear}>
            {t('clearAll')}
          </Link>
        </div>
      )}

      {showBar && (
        <FilterBar filters={filters} selection={selection} list={list} words={filterWords(t)} />
      )}

      {/* A pager step's target, and the keyboard's after a choice in the menu. */}
      <p className={styles.count} id={LIST_ANCHOR} tabIndex={-1}>
        {t('count', { count: paged.total })}
      </p>
      <ListFocus />

      {paged.total === 0 ? (
        <div className={styles.empty}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <Link href={list} className={styles.button}>
            {t('showAll')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.grid}>
            {paged.items.map((wine, i) => (
              <li key={wine._id}>
                <WineCard
                  wine={wine}
                  headingLevel="h2"
                  priority={i === 0}
                  sizes={MENU_CARD_SIZES}
                  link={{
                    href: localizedPath(locale, '/wijnen/wijn/[wine]', { wine: wine._id }),
                  }}
                />
              </li>
            ))}
          </ul>
          <PhotoFallback />
          <Pagination
            page={paged.page}
            pageCount={paged.pageCount}
            hrefFor={(p) => href(selection, p)}
          />
        </>
      )}

      <p className={styles.menuCard}>
        <PdfLink href={MENU_CARDS[locale]}>{t('menuCard')}</PdfLink>
        <strong className={styles.onPaper}>
          {addressOnPaper(
            getSiteConfig().siteUrl,
            locale === 'nl' ? MENU_CARD_SHORT : MENU_CARDS[locale],
          )}
        </strong>
      </p>
    </div>
  );
}

// Both plural forms worked out here: the browser gets no messages.
function filterWords(t: ReturnType<typeof useWineWords>['t']): FilterWords {
  const forms = (key: 'optionWines' | 'chosenCount') => ({
    one: t(key, { count: 1 }),
    other: t(key, { count: 2 }),
  });
  return {
    nav: t('filterNav'),
    wines: forms('optionWines'),
    chosen: forms('chosenCount'),
    selected: t('optionSelected'),
  };
}
