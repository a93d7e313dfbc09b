'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';

const opened = new Set<string>();

export function OpenMemory({ className, children }: { className?: string; children: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    for (const details of root.querySelectorAll('details')) {
      if (opened.has(details.id)) details.open = true;
    }
    // `toggle` does not bubble: it is caught on its way down.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.open) opened.add(details.id);
      else opened.delete(details.id);
    };
    root.addEventListener('toggle', onToggle, true);
    return () => root.removeEventListener('toggle', onToggle, true);
  }, []);
  return (
    <ol ref={list} className={className}>
      {children}
    </ol>
  );
}
