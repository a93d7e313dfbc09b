import { ANIMAL_NAMES, animalHref } from './content/animals';

// Every public page, for the sitemap, the every-route tests and the speed benchmark.
export { PAGE_TEMPLATES, PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE } from './pages.mjs';

export const ANIMAL_PAGES = ANIMAL_NAMES.map(animalHref);

/** White header text over the dark openings of these pages, black everywhere else. */
export const WHITE_HEADER_PATHS: readonly string[] = ['/', '/club'];

export function headerModeFor(pathname: string): 'white' | 'black' {
  return WHITE_HEADER_PATHS.includes(pathname) ? 'white' : 'black';
}
