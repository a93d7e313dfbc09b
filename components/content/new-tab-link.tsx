import type { ReactNode } from 'react';

/** Said after the name of every link that opens a new tab, and of every icon link that does. */
export const NEW_TAB = ' (opent in een nieuw tabblad)';

type Props = { href: string; children: ReactNode; className?: string };

/**
 * A link that opens in a new tab and says so (WCAG G201): to another site, or, from a form, to a
 * page to read beside it without losing what was typed.
 */
export function NewTabLink({ href, children, className }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{NEW_TAB}</span>
    </a>
  );
}
