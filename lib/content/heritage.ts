export const TIMELINE = [
  { year: 1504, img: '/images/erfgoed/1504.webp' },
  { year: 1750, img: '/images/erfgoed/1750.webp' },
  { year: 1781, img: '/images/erfgoed/1781.webp' },
  { year: 1802, img: '/images/erfgoed/1802.webp' },
] as const;
