'use client';

import type { ReactNode } from 'react';

import { handOverFrom } from './use-list-links';

/**
 * The wine list's box (`WineList`): as one of its links is followed (a chip, a link that clears the
 * filters, a pager step), it names where the focus goes in the view that link leads to. Its links
 * stay the server's; only this box is the browser's.
 */
export function ListBox({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className} onClickCapture={(event) => handOverFrom(event.nativeEvent)}>
      {children}
    </div>
  );
}
