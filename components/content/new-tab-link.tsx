import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type Props = { href: string; children: ReactNode; className?: string };

export function NewTabLink({ href, children, className }: Props) {
  const t = useTranslations('Shell');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}
