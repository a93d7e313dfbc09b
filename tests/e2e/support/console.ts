import type { Page } from '@playwright/test';

/** The errors the browser's console shows for `page` from now on, gathered as they come. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
