import Link from 'next/link';

import { LIST_ANCHOR } from '@/lib/wines/selection';

import { LinkPending } from './link-pending';
import styles from './wine-list.module.scss';

type Props = { page: number; pageCount: number; hrefFor: (page: number) => string };

/** 'Pagina {n} van {count}'; previous disabled on the first page, next on the last. */
export function Pagination({ page, pageCount, hrefFor }: Props) {
  const step = (target: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      // The fragment brings the visitor to the top of the list, with or without JavaScript.
      <Link href={`${hrefFor(target)}#${LIST_ANCHOR}`} rel={rel} className={styles.pageLink}>
        {label}
        <LinkPending />
      </Link>
    ) : (
      <span className={styles.pageLink} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label="Paginering">
      {step(page - 1, 'Vorige', 'prev', page > 0)}
      <p className={styles.pageStatus}>
        Pagina {page + 1} van {pageCount}
      </p>
      {step(page + 1, 'Volgende', 'next', page < pageCount - 1)}
    </nav>
  );
}
