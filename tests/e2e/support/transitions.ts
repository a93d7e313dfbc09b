import type { Page } from '@playwright/test';

/**
 * Until every CSS transition on the page has run its length: a box or a colour read before then
 * is one on its way (the bar sliding back in, the menu's colours after a click).
 */
export function transitionsEnded(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
}
