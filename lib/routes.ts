import { ANIMAL_NAMES, animalHref } from './content/animals';

/** Every public page, for the sitemap, the speed benchmark and the accessibility scan. */
export const PUBLIC_PAGES = [
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
] as const;

export const ANIMAL_PAGES = ANIMAL_NAMES.map(animalHref);

/** Spec §2: white header text over the dark openings of these pages, black everywhere else. */
export const WHITE_HEADER_PATHS: readonly string[] = ['/', '/club'];

export function headerModeFor(pathname: string): 'white' | 'black' {
  return WHITE_HEADER_PATHS.includes(pathname) ? 'white' : 'black';
}
