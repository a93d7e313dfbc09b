import { ANIMAL_NAMES, animalHref } from './content/animals';

export { PAGE_TEMPLATES, PUBLIC_PAGES, SAMPLE_ANIMAL_PAGE, SAMPLE_EVENT_PAGE } from './pages.mjs';

export const ANIMAL_PAGES = ANIMAL_NAMES.map(animalHref);

const WHITE_HEADER_PATHS: readonly string[] = ['/', '/club'];

export function headerModeFor(pathname: string): 'white' | 'black' {
  return WHITE_HEADER_PATHS.includes(pathname) ? 'white' : 'black';
}
