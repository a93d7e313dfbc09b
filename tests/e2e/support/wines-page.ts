import { expect, type Locator, type Page } from '@playwright/test';

/** The wine menu as a visitor uses it. */
export class WineMenu {
  constructor(private readonly page: Page) {}

  private bar(): Locator {
    return this.page.getByRole('navigation', { name: 'Filter de wijnen' });
  }

  filterButton(label: string): Locator {
    return this.bar().getByRole('button', { name: label });
  }

  /** The filters' buttons, shown or not (a phone shows two: ). */
  filterButtons(): Locator {
    return this.bar().getByRole('button');
  }

  /** A filter's list of options, shown or not. */
  list(filter: string): Locator {
    return this.page.getByRole('list', { name: filter });
  }

  /** Opens a filter's list from the keyboard (focus on its button, Enter), as a visitor would. */
  async openByKeyboard(filter: string) {
    const button = this.filterButton(filter);
    const list = this.list(filter);
    await button.focus();
    await this.page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    return { button, list };
  }

  async choose(filter: string, option: string) {
    const button = this.filterButton(filter);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await this.page
      .getByRole('list', { name: filter })
      .getByRole('link', { name: option, exact: false })
      .first()
      .click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }

  /** The view's wine cards (the views left by a link stay hidden in the page). */
  cards(): Locator {
    return this.page.locator('main article:visible');
  }

  async cardTypes(): Promise<string[]> {
    return this.cards().evaluateAll((els) =>
      els.map((el) => el.querySelector('p')?.textContent?.trim() ?? ''),
    );
  }

  /** How many wines the view holds ("16 wijnen"); views left by a link stay hidden in the page. */
  total(): Locator {
    return this.page.locator('#wijnlijst:visible');
  }

  /** The pager's "Pagina 2 van 6". */
  status(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Paginering' })
      .getByText(/^Pagina \d+ van \d+$/);
  }

  /**
   * Opens `path` and follows the link `selector` names in the very task in which React makes it
   * live (its props on the element), before anything else of the page's script has run: a chip
   * tapped, or an Enter pressed, at once on a fresh page. Focuses it first, as the keyboard would.
   */
  async followOnHydration(path: string, selector: string) {
    await this.page.goto(path, { waitUntil: 'commit' });
    await this.page.evaluate(
      (selector) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const link = document.querySelector<HTMLAnchorElement>(selector);
            if (link && Object.keys(link).some((key) => key.startsWith('__reactProps'))) {
              link.focus();
              link.click();
              resolve();
            } else {
              // The next task, not a frame later: hydration yields between tasks.
              const channel = new MessageChannel();
              channel.port1.onmessage = check;
              channel.port2.postMessage(null);
            }
          };
          check();
        }),
      selector,
    );
  }
}
