/** /erfgoed: the moments of the house, by year; their words are the `Heritage` messages. */
export const TIMELINE = [
  { year: 1504, img: '/images/erfgoed/1504.webp' },
  { year: 1750, img: '/images/erfgoed/1750.webp' },
  { year: 1781, img: '/images/erfgoed/1781.webp' },
  { year: 1802, img: '/images/erfgoed/1802.webp' },
] as const;
