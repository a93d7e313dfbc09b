// `sizes` for pictures in the content column (styles/_mixins.scss). Each layout below mirrors its
// stylesheet's breakpoints and gaps: change them together.

const CONTENT_REM = 71.25; // $content-width, 1140 px
const MARGIN_REM = 1.5; // $space-5, each side of the column from a tablet's width on
const PHONE_MARGIN_PX = 24; // within-screen($space-5) on a phone, each side
const CARD_MIN_REM = 7.5; // the `two-columns` mixin's narrowest column

const num = (n: number) => String(Number(n.toFixed(4)));

type Columns = {
  count: number;
  from: number;
  // The columns also wait for the text's room (`from-with-text`).
  withText?: boolean;
  gap: number;
};

type Layout = {
  rows: Columns[];
  inset?: number;
  scale?: number;
  phone: string;
};

export function columnSizes({ rows, inset = 0, scale = 1, phone }: Layout): string {
  const entries = rows.flatMap(({ count, from, withText, gap }) => {
    const when = `(min-width: ${from}px)${withText ? ` and (min-width: ${num(from / 16)}em)` : ''}`;
    const less = (2 * MARGIN_REM + (count - 1) * gap) / count + 2 * inset;
    return [
      `${when} and (min-width: ${CONTENT_REM}em) ${num(scale * (CONTENT_REM / count - less))}rem`,
      `${when} calc(${num((scale * 100) / count)}vw - ${num(scale * less)}rem)`,
    ];
  });
  return [...entries, phone].join(', ');
}

// One a row where a column would be narrower than 7.5rem, as larger text makes it on a phone.
function phoneCards(gap: number): string {
  const margins = 2 * PHONE_MARGIN_PX;
  return [
    `(max-width: calc(${num(2 * CARD_MIN_REM + gap)}em + ${margins}px)) calc(100vw - ${margins}px)`,
    `calc(50vw - ${PHONE_MARGIN_PX}px - ${num(gap / 2)}rem)`,
  ].join(', ');
}

const FEATURE_ROWS: Columns[] = [{ count: 2, from: 992, gap: 4.5 }];

export const FEATURE_SIZES = columnSizes({ rows: FEATURE_ROWS, scale: 1.12, phone: '100vw' });

export const PORTRAIT_SIZES = columnSizes({ rows: FEATURE_ROWS, phone: '90vw' });

export const MAP_SIZES = columnSizes({
  rows: [{ count: 2, from: 992, gap: 3 }],
  phone: '100vw',
});

export const ANIMAL_SIZES = columnSizes({
  rows: [
    { count: 3, from: 992, withText: true, gap: 2 },
    { count: 2, from: 576, withText: true, gap: 2 },
  ],
  inset: 1.5,
  // One a row: the column's margins and the card's padding, 24 px each on a phone.
  phone: `calc(100vw - ${4 * PHONE_MARGIN_PX}px)`,
});

const cardSizes = (phoneGap: number) =>
  columnSizes({
    rows: [
      { count: 4, from: 992, withText: true, gap: 1.5 },
      { count: 2, from: 576, gap: 1.5 },
    ],
    phone: phoneCards(phoneGap),
  });

export const MENU_CARD_SIZES = cardSizes(0.75);

export const HOUSE_CARD_SIZES = cardSizes(1.5);

// A wine's own page: its bottle at most 18rem wide, the screen less its margins on a small phone.
export const WINE_PAGE_SIZES = `(max-width: calc(18em + ${2 * PHONE_MARGIN_PX}px)) calc(100vw - ${2 * PHONE_MARGIN_PX}px), 18rem`;
