/**
 * `sizes` for pictures laid out in the content column (styles/_mixins.scss, `container`): at most
 * 1140 px at the usual text size, in rems, with margins of 1.5rem on a screen and 24 px on a phone
 * (`within-screen`).
 */

const CONTENT_REM = 71.25; // $content-width, 1140 px
const MARGIN_REM = 1.5; // $space-5, each side of the column from a tablet's width on
const PHONE_MARGIN_PX = 24; // within-screen($space-5) on a phone, each side
const CARD_MIN_REM = 7.5; // the `two-columns` mixin's narrowest column

const num = (n: number) => String(Number(n.toFixed(4)));

/** A row of equal columns from a screen width on. */
type Columns = {
  count: number;
  /** The screen width (px) from which the row has this many columns. */
  from: number;
  /** The columns also wait for the text's room (`from-with-text`): the width in ems too. */
  withText?: boolean;
  /** The gap between two columns, in rem. */
  gap: number;
};

type Layout = {
  /** From the widest screen down; each row's columns are used from its `from` on. */
  rows: Columns[];
  /** Room inside a column on each side of the picture, in rem (a card's padding). */
  inset?: number;
  /** The picture's width over its column's (a parallax layer drawn larger than its frame). */
  scale?: number;
  /** What the picture takes below the last row's breakpoint. */
  phone: string;
};

/**
 * The picture's width in each row: a fixed width where the column has reached its widest (the
 * screen at least the column's width in ems), else its share of the screen less the margins, the
 * gaps and the inset. Then what it takes on a phone.
 */
export function columnSizes({ rows, inset = 0, scale = 1, phone }: Layout): string {
  const entries = rows.flatMap(({ count, from, withText, gap }) => {
    const when = `(min-width: ${from}px)${withText ? ` and (min-width: ${num(from / 16)}em)` : ''}`;
    // What each column loses to the margins and the gaps, and the picture to the inset.
    const less = (2 * MARGIN_REM + (count - 1) * gap) / count + 2 * inset;
    return [
      `${when} and (min-width: ${CONTENT_REM}em) ${num(scale * (CONTENT_REM / count - less))}rem`,
      `${when} calc(${num((scale * 100) / count)}vw - ${num(scale * less)}rem)`,
    ];
  });
  return [...entries, phone].join(', ');
}

/**
 * Cards on a phone (the `two-columns` mixin): two a row with `gap` (rem) between them, or one where
 * a column would be narrower than 7.5rem, which larger text brings about on a phone.
 */
export function phoneCards(gap: number): string {
  const margins = 2 * PHONE_MARGIN_PX;
  return [
    `(max-width: calc(${num(2 * CARD_MIN_REM + gap)}em + ${margins}px)) calc(100vw - ${margins}px)`,
    `calc(50vw - ${PHONE_MARGIN_PX}px - ${num(gap / 2)}rem)`,
  ].join(', ');
}

/** A feature's picture, beside its text from a tablet's width on (feature.module.scss). */
const FEATURE_ROWS: Columns[] = [{ count: 2, from: 992, gap: 4.5 }];

/** A feature's picture in its parallax layer, drawn 1.12 times its frame. */
export const FEATURE_SIZES = columnSizes({ rows: FEATURE_ROWS, scale: 1.12, phone: '100vw' });

/** The home page's portraits of Margaretha, a feature's picture without parallax. */
export const PORTRAIT_SIZES = columnSizes({ rows: FEATURE_ROWS, phone: '90vw' });

/** The contact page's map, beside the address from a tablet's width on (contact.module.scss). */
export const MAP_SIZES = columnSizes({
  rows: [{ count: 2, from: 992, gap: 3 }],
  phone: '100vw',
});

/** The animals on /inspiratie: three, two or one a row, inside a card's padding. */
export const ANIMAL_SIZES = columnSizes({
  rows: [
    { count: 3, from: 992, withText: true, gap: 2 },
    { count: 2, from: 576, withText: true, gap: 2 },
  ],
  inset: 1.5,
  // One a row: the column's margins and the card's padding, 24 px each on a phone.
  phone: `calc(100vw - ${4 * PHONE_MARGIN_PX}px)`,
});

/** Wine cards (the `wine-cards` mixin): four a row where the text has room, two, or on a phone. */
const cardSizes = (phoneGap: number) =>
  columnSizes({
    rows: [
      { count: 4, from: 992, withText: true, gap: 1.5 },
      { count: 2, from: 576, gap: 1.5 },
    ],
    phone: phoneCards(phoneGap),
  });

/** The wine menu's cards (wine-list.module.scss: 0.75rem apart on a phone). */
export const MENU_CARD_SIZES = cardSizes(0.75);

/** The house wines' cards (house-wines.module.scss: 1.5rem apart on a phone too). */
export const HOUSE_CARD_SIZES = cardSizes(1.5);
