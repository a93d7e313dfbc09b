import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { LIST_ANCHOR } from '@/lib/wines/selection';

import { LinkPending } from './link-pending';
import styles from './wine-list.module.scss';

type Props = { page: number; pageCount: number; hrefFor: (page: number) => string };

export function Pagination({ page, pageCount, hrefFor }: Props) {
  const t = useTranslations('Wines');
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
    <nav className={styles.pagination} aria-label={t('pager')}>
      {step(page - 1, t('previous'), 'prev', page > 0)}
      <p className={styles.pageStatus}>{t('pageStatus', { page: page + 1, count: pageCount })}</p>
      {step(page + 1, t('next'), 'next', page < pageCount - 1)}
    </nav>
  );
}
