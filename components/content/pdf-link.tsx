import type { ReactNode } from 'react';

/**
 * Said after the name of every link to a PDF (the menu card): it opens in a PDF reader, not as a
 * page of the site, and a screen reader's user hears so before following it (WCAG G197 names a
 * link's file type). Seen links keep the spec's words.
 */
const PDF_FILE = ' (PDF)';

type Props = { href: string; children: ReactNode; className?: string };

/** A link to a PDF that says so, and tells the browser its type. */
export function PdfLink({ href, children, className }: Props) {
  return (
    <a href={href} type="application/pdf" className={className}>
      {children}
      <span className="visually-hidden">{PDF_FILE}</span>
    </a>
  );
}
