import {
  ANIMAL_SIZES,
  FEATURE_SIZES,
  HOUSE_CARD_SIZES,
  MAP_SIZES,
  MENU_CARD_SIZES,
  PORTRAIT_SIZES,
  columnSizes,
} from '@/lib/image-sizes';

/**
 * The width a browser reads from `sizes` on a screen `width` px wide whose text is `text` px:
 * the first entry whose media condition holds, em and rem counted from the browser's text size.
 * Only what lib/image-sizes.ts writes: min-width and max-width, px, em, rem, vw and calc() sums.
 */
function slot(sizes: string, width: number, text: number): number {
  const length = (expression: string): number => {
    const inner = expression.replace(/^calc\((.*)\)$/, '$1');
    let total = 0;
    for (const [, sign = '+', value = '', unit = ''] of inner.matchAll(
      /([+-])?\s*([\d.]+)(px|em|rem|vw)/g,
    )) {
      const px = Number(value) * { px: 1, em: text, rem: text, vw: width / 100 }[unit]!;
      total += sign === '-' ? -px : px;
    }
    return total;
  };
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const conditions = [...entry.matchAll(/\((min|max)-width: ([^)]*\)?)\)/g)];
    const value = entry.replace(/^(\s*(and\s*)?\((min|max)-width: ([^)]*\)?)\))+\s*/, '');
    const holds = conditions.every(([, side, bound = '']) =>
      side === 'min' ? width >= length(bound) : width <= length(bound),
    );
    if (holds) return length(value);
  }
  throw new Error(`no entry of ${sizes} holds`);
}

// Widths the pages show them at in Chromium: [screen, browser text size, the picture's width in
// px]. Those at larger text were measured on the preview; those at 16 px reckoned from the
// stylesheet. tests/e2e/images.spec.ts measures them all in every run.
const MEASURED: [string, string, [number, number, number][]][] = [
  [
    'a feature picture in its parallax layer',
    FEATURE_SIZES,
    [
      [390, 16, 383],
      [768, 16, 806],
      [1024, 16, 506],
      [1366, 16, 571],
      [1366, 20, 681],
      [1366, 24, 664],
      [1920, 20, 714],
      [1920, 24, 857],
      [1920, 32, 941],
    ],
  ],
  [
    'a portrait of Margaretha',
    PORTRAIT_SIZES,
    [
      [390, 16, 342],
      [1366, 16, 510],
      [1366, 20, 608],
      [1366, 24, 593],
      [1920, 24, 765],
      [1920, 32, 840],
    ],
  ],
  [
    'the map',
    MAP_SIZES,
    [
      [1366, 16, 522],
      [1366, 20, 623],
      [1920, 24, 783],
      [1920, 32, 864],
    ],
  ],
  [
    'an animal on /inspiratie',
    ANIMAL_SIZES,
    [
      [390, 16, 294],
      [768, 24, 624],
      [1024, 20, 402],
      [1366, 16, 295],
      [1366, 24, 551],
      [1920, 24, 442],
    ],
  ],
  [
    "a card in the wine menu's grid",
    MENU_CARD_SIZES,
    [
      [320, 16, 130],
      [390, 16, 165],
      [320, 20, 270],
      [390, 24, 340],
      [430, 32, 376],
      [768, 16, 348],
      [768, 24, 330],
      [1024, 32, 461],
      [1366, 16, 255],
      [1920, 24, 381],
    ],
  ],
  [
    "a house wine's card",
    HOUSE_CARD_SIZES,
    [
      [320, 16, 124],
      [390, 16, 159],
      [320, 20, 270],
      [390, 24, 340],
      [1920, 20, 317],
    ],
  ],
];

describe('image sizes', () => {
  it.each(MEASURED)(
    '%s: sizes says its width within 10 %, at any screen and text size',
    (_, sizes, cases) => {
      const off = cases
        .map(([width, text, shown]) => ({ width, text, ratio: shown / slot(sizes, width, text) }))
        .filter(({ ratio }) => ratio < 0.9 || ratio > 1.1);
      expect(off).toEqual([]);
    },
  );

  it('counts a column at its widest in rem from the width in ems where it stops growing', () => {
    expect(columnSizes({ rows: [{ count: 2, from: 992, gap: 3 }], phone: '100vw' })).toBe(
      '(min-width: 992px) and (min-width: 71.25em) 32.625rem, (min-width: 992px) calc(50vw - 3rem), 100vw',
    );
    expect(
      columnSizes({ rows: [{ count: 3, from: 992, withText: true, gap: 2 }], phone: '90vw' }),
    ).toMatch(/^\(min-width: 992px\) and \(min-width: 62em\) and \(min-width: 71\.25em\) /);
  });
});
