export const PUBLIC_PAGES: readonly [
  '/',
  '/erfgoed',
  '/vrije-geesten',
  '/inspiratie',
  '/wijnen',
  '/club',
  '/club/registreer',
  '/event',
  '/contact',
  '/privacy',
];
export const SAMPLE_ANIMAL_PAGE: string;
export const PAGE_TEMPLATES: readonly string[];
