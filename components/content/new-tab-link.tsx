import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type Props = { href: string; children: ReactNode; className?: string };

/**
 * A link that opens in a new tab and says so (WCAG G201): to another site, or, from a form, to a
 * page to read beside it without losing what was typed.
 */
export function NewTabLink({ href, children, className }: Props) {
  const t = useTranslations('Shell');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}
