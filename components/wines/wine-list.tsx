import Link from 'next/link';

import { PdfLink } from '@/components/content/pdf-link';
import { CrossIcon } from '@/components/layout/icons';
import { MENU_CARD_PDF, MENU_CARD_SHORT } from '@/lib/content/navigation';
import { MENU_CARD_SIZES } from '@/lib/image-sizes';
import { addressOnPaper, getSiteConfig } from '@/lib/site-config';
import { someNamed } from '@/lib/text';
import {
  applyFilters,
  buildFilters,
  emptySelection,
  FILTERS,
  isFiltered,
  LIST_ANCHOR,
  offeredSelection,
  paginate,
  wineListHref,
  withoutOption,
  type Selection,
} from '@/lib/wines/filters';
import type { Wine } from '@/lib/wines/schema';

import { FilterBar } from './filter-bar';
import { ListFocus } from './list-focus';
import { Pagination } from './pagination';
import { PhotoFallback } from './photo-fallback';
import { WineCard } from './wine-card';
import styles from './wine-list.module.scss';

type Props = { wines: Wine[]; selection: Selection; page: number; animal?: string };

/** The filterable, paged menu of /wijnen and /wijnen/[animal], entirely server-rendered. */
export function WineList({ wines, selection, page, animal }: Props) {
  const matches = applyFilters(wines, selection);
  const paged = paginate(matches, page);
  // Every chosen value is shown (a chip to take it out), but the links carry on only the values
  // the filters offer: one that no wine holds would otherwise be copied into each of them. The
  // options count the wines of the view those links lead from.
  const carried = offeredSelection(selection, wines, animal);
  const filters = buildFilters(wines, carried);
  const chosen = FILTERS.flatMap((f) =>
    selection[f.id].map((value) => ({ id: f.id, label: f.label, value })),
  );
  // Chosen, but held by no wine: a link shared before that wine left the menu, or a typo.
  const absent = chosen.filter((c) => !carried[c.id].includes(c.value)).map((c) => c.value);
  const showBar = filters.some((f) => f.id === 'type' && f.options.length > 0);

  return (
    <div className={styles.list}>
      {isFiltered(selection) && (
        <div className={styles.chosen}>
          <p className={styles.chosenLabel}>Gekozen:</p>
          <ul>
            {chosen.map((c) => (
              <li key={`${c.id}-${c.value}`}>
                <Link
                  href={wineListHref(withoutOption(carried, c.id, c.value), 0, animal)}
                  scroll={false}
                  rel="nofollow"
                  className={styles.chip}
                  aria-label={`${c.label}: ${c.value} wissen`}
                >
                  {/* A drawn cross, not a '×': text beside the value would no longer be the
                      value alone, which the link's name holds (WCAG 2.5.3). */}
                  {c.value}
                  <CrossIcon />
                </Link>
              </li>
            ))}
          </ul>
          <Link href={wineListHref(emptySelection())} scroll={false} className={styles.clear}>
            Wis alle filters
          </Link>
        </div>
      )}

      {showBar && <FilterBar filters={filters} selection={carried} animal={animal} />}

      {/* A pager step's target, and the keyboard's after a choice in the menu. */}
      <p className={styles.count} id={LIST_ANCHOR} tabIndex={-1}>
        {paged.total === 1 ? '1 wijn' : `${paged.total} wijnen`}
      </p>
      <ListFocus view={wineListHref(selection, page, animal)} />

      {paged.total === 0 ? (
        <div className={styles.empty}>
          <h2>Geen wijnen gevonden</h2>
          <p>
            Geen enkele wijn past bij deze combinatie. Maak de keuze wat ruimer of begin opnieuw.
          </p>
          {absent.length > 0 && <p>Nu niet op onze kaart: {someNamed(absent)}.</p>}
          <Link href={wineListHref(emptySelection())} className={styles.button}>
            Toon alle wijnen
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
                />
              </li>
            ))}
          </ul>
          <PhotoFallback />
          <Pagination
            page={paged.page}
            pageCount={paged.pageCount}
            hrefFor={(p) => wineListHref(carried, p, animal)}
          />
        </>
      )}

      <p className={styles.menuCard}>
        <PdfLink href={MENU_CARD_PDF}>
          Andere dranken of culinaire begeleiding? Volledige menukaart
        </PdfLink>
        <strong className={styles.onPaper}>
          {addressOnPaper(getSiteConfig().siteUrl, MENU_CARD_SHORT)}
        </strong>
      </p>
    </div>
  );
}
