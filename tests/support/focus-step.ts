/**
 * One stop of a walk through a page by Tab, run in the page after the key (by Playwright's
 * `page.evaluate` in Chromium, by the WebKit tests' own in WebKit), so it holds all it needs:
 * - what has the focus, and whether the walk came round to where it was (a date field holds the
 *   focus for its day, month and year in turn, which is no way back);
 * - whether its focus shows: a ring (an outline one can see) on the element, or on the box its
 *   link covers (a card's `::after`, wine-card.module.scss);
 * - where it stands: whether it is in the bar; how far its top, or a text control's label above
 *   it, is under the bar (which a scroll up brings back over the screen's top); and how far a
 *   one-line control's bottom is past the screen's (a message's box may run on below it). A box's
 *   label stands beside it.
 */
export function focusStep() {
  const walk = window as unknown as { walked?: Set<Element>; last?: Element };
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const again = Boolean(walk.walked?.has(element)) && walk.last !== element;
  walk.walked = (walk.walked ?? new Set()).add(element);
  walk.last = element;
  const ring = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) > 0 &&
    !/^transparent$|^rgba\(.*, 0\)$/.test(style.outlineColor);
  const name = element.getAttribute('aria-label') ?? element.innerText?.trim().split('\n')[0] ?? '';
  const box = element.getBoundingClientRect();
  const bar = document.querySelector('header')!.getBoundingClientRect();
  const text = element.matches('input:not([type=checkbox]), textarea, select');
  const label = text ? document.querySelector(`label[for="${element.id}"]`) : null;
  const top = Math.min(box.top, label?.getBoundingClientRect().top ?? Infinity);
  return {
    name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${name}`.trim(),
    again,
    shown: ring(getComputedStyle(element)) || ring(getComputedStyle(element, '::after')),
    inBar: element.closest('header') !== null,
    under: Math.round(Math.max(bar.bottom, 0) - top),
    below: text && !element.matches('textarea') ? Math.round(box.bottom - innerHeight) : 0,
  };
}

/**
 * Walks a page by Tab (`press`, then `step`: `focusStep` run in the page) until the focus leaves
 * it or comes round again; gives the number of stops and those whose focus did not show.
 */
export async function walkByTab(
  press: () => Promise<unknown>,
  step: () => Promise<ReturnType<typeof focusStep>>,
) {
  const unseen: string[] = [];
  for (let stops = 0; stops < 150; stops++) {
    await press();
    const focus = await step();
    if (!focus || focus.again) return { stops, unseen };
    if (!focus.shown) unseen.push(focus.name);
  }
  throw new Error('Tab went on past 150 stops without leaving the page');
}
