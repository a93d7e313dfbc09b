/**
 * One stop of a walk through a page by Tab (or an open list by an arrow key), run in the page after
 * the key (by Playwright's `page.evaluate` in Chromium, by the WebKit tests' own in WebKit), so it
 * holds all it needs: - what has the focus, and whether the walk came round to where it was.
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
  const style = getComputedStyle(element);
  const reach = ring(style) ? parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) : 0;
  const name = element.getAttribute('aria-label') ?? element.innerText?.trim().split('\n')[0] ?? '';
  const box = element.getBoundingClientRect();
  const bar = document.querySelector('header')!.getBoundingClientRect();
  const text = element.matches('input:not([type=checkbox]), textarea, select');
  const label = text ? document.querySelector(`label[for="${element.id}"]`) : null;
  const top = Math.min(box.top, label?.getBoundingClientRect().top ?? Infinity);
  const inBar = element.closest('header') !== null;
  return {
    name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${name}`.trim(),
    again,
    shown: ring(style) || ring(getComputedStyle(element, '::after')),
    inBar,
    under: Math.round(Math.max(bar.bottom, 0) - top),
    below: inBar ? 0 : Math.round(box.bottom + reach - innerHeight),
  };
}

/**
 * Walks a page by a key (`press`, then `step`: `focusStep` run in the page): by Tab until the focus
 * leaves the page or comes round again, or `stops` times (an open list's options, by the arrow
 * keys); gives the number of stops, those whose focus did not show.
 */
export async function walkFocus(
  press: () => Promise<unknown>,
  step: () => Promise<ReturnType<typeof focusStep>>,
  stops?: number,
) {
  const unseen: string[] = [];
  const cut: string[] = [];
  for (let stop = 0; stop < (stops ?? 150); stop++) {
    await press();
    const focus = await step();
    if (!focus || focus.again) {
      if (stops === undefined) return { stops: stop, unseen, cut };
      throw new Error(`The focus left after ${stop} of ${stops} stops`);
    }
    if (!focus.shown) unseen.push(focus.name);
    if (focus.below > 0) cut.push(`${focus.name}: ${focus.below} px`);
  }
  if (stops !== undefined) return { stops, unseen, cut };
  throw new Error('Tab went on past 150 stops without leaving the page');
}
