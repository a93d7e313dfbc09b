import type { Page } from '@playwright/test';

/** Chromium's accessibility tree of the page, every node: what it hands a screen reader. */
export async function axTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes;
}

/** A control or heading as the page shows it and as Chromium names it to a screen reader. */
export type NamedBlock = { role: string; shown: string; name: string };

// What takes its name from what it shows: the name a screen reader says for it when it has the
// focus, and in its lists of links and headings. A checkbox is named by its label.
const NAMED = 'a[href], button, h1, h2, h3, h4, h5, h6, input[type=checkbox], input[type=radio]';

/**
 * Every link, button, heading and checkbox, twice: its words as shown (its text nodes, with a space
 * where layout sets two parts apart: a box of its own, a line break) and as Chromium names it in
 * its accessibility tree.
 */
export async function namedBlocks(page: Page): Promise<NamedBlock[]> {
  const shown = await page.evaluate((selector) => {
    const inline = new Set(['inline', 'contents']);
    const text = (node: Node): string => {
      let out = '';
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) out += (child as Text).data;
        if (!(child instanceof HTMLElement) && !(child instanceof SVGElement)) continue;
        if (child.getAttribute('aria-hidden') === 'true') continue;
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        if (child.tagName === 'BR') out += ' ';
        const apart = !inline.has(style.display) && style.position !== 'absolute';
        out += apart ? ` ${text(child)} ` : text(child);
      }
      return out;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)].map((el, i) => {
      el.dataset.named = String(i);
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
      return el.getAttribute('aria-label') ?? text(label ?? el);
    });
  }, NAMED);

  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const index = new Map<number, number>();
  type DomNode = { backendNodeId: number; attributes?: string[]; children?: DomNode[] };
  const visit = (node: DomNode) => {
    const attrs = node.attributes ?? [];
    const at = attrs.indexOf('data-named');
    if (at >= 0) index.set(node.backendNodeId, Number(attrs[at + 1]));
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  await cdp.detach();
  const nodes = await axTree(page);
  const out: NamedBlock[] = [];
  for (const node of nodes) {
    const i = node.backendDOMNodeId === undefined ? undefined : index.get(node.backendDOMNodeId);
    if (i === undefined || node.ignored) continue;
    out.push({
      role: String(node.role?.value),
      shown: shown[i]!,
      name: String(node.name?.value ?? ''),
    });
  }
  return out;
}

/**
 * Where two words the page shows apart are named as one ("deZeven"): null when the two texts hold
 * other letters (a part only one of them has), which says nothing about their spaces.
 */
export function gluedWords(shown: string, name: string): string[] | null {
  const a = shown.replace(/\s+/g, ' ').trim();
  const b = name.replace(/\s+/g, ' ').trim();
  const glued: string[] = [];
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === ' ') {
      if (b[j] === ' ') j++;
      else glued.push(`${a.slice(Math.max(0, i - 12), i)}|${a.slice(i + 1, i + 13)}`);
      continue;
    }
    if (b[j] === ' ') j++;
    if (j >= b.length || a[i]!.toLowerCase() !== b[j]!.toLowerCase()) return null;
    j++;
  }
  return j === b.length ? glued : null;
}
