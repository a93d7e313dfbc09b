import type { Page } from '@playwright/test';

/**
 * How far the page has moved since it began to load (cumulative layout shift, shifts right after
 * the visitor's own input left out), read from the browser's buffered `layout-shift` entries once
 * `settleMs` has passed for the last of them to be reported.
 */
export function layoutShift(page: Page, settleMs = 300): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), ms);
      }),
    settleMs,
  );
}
