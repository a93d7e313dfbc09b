import type { ReactNode } from 'react';

/** So a screen reader hears the link opens a PDF, not a page, before following it. */
const PDF_FILE = ' (PDF)';

type Props = { href: string; children: ReactNode; className?: string };

export function PdfLink({ href, children, className }: Props) {
  return (
    <a href={href} type="application/pdf" className={className}>
      {children}
      <span className="visually-hidden">{PDF_FILE}</span>
    </a>
  );
}
