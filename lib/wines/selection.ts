import { encodePath, VALUE_SEPARATOR } from '@/i18n/routing';
import { ANIMAL_NAMES } from '@/lib/content/animals';

import type { Wine } from './schema';

// Apart from filters.ts for the client filter bar: nothing here may pull zod into the browser.

// `names`: options a browser translating the page must leave as they are.
export const FILTERS = [
  { id: 'type', field: 'type', onMobile: true, names: false },
  { id: 'collectie', field: 'collection', onMobile: true, names: false },
  { id: 'land', field: 'country', onMobile: false, names: false },
  { id: 'regio', field: 'region', onMobile: false, names: false },
  { id: 'wijnhuis', field: 'winehouse', onMobile: false, names: true },
  // A wine holds several of these: it is in a view when one of them is chosen.
  { id: 'druif', field: 'grapes', onMobile: false, names: true },
  { id: 'label', field: 'labels', onMobile: true, names: false },
] as const satisfies readonly {
  id: string;
  field: keyof Wine;
  onMobile: boolean;
  names: boolean;
}[];

export type FilterId = (typeof FILTERS)[number]['id'];
export type Selection = Record<FilterId, string[]>;
export const FILTER_IDS = FILTERS.map((f) => f.id);
export const PAGE_PARAM = 'pagina';
export const LIST_ANCHOR = 'wijnlijst';
export const LIST_ROOT = 'data-wine-list';
export const PAGE_SIZE = 8;

export type SearchParams = Record<string, string | string[] | undefined>;

export function emptySelection(): Selection {
  return { type: [], collectie: [], land: [], regio: [], wijnhuis: [], druif: [], label: [] };
}

export type FilterView = {
  id: FilterId;
  label: string;
  onMobile: boolean;
  names: boolean;
  options: string[];
  shown: string[];
  counts: number[];
};
export type FilterLink = {
  name: string;
  shown: string;
  count: number;
  selected: boolean;
  href: string;
};

export function withoutOption(selection: Selection, id: FilterId, value: string): Selection {
  return { ...selection, [id]: selection[id].filter((v) => v !== value) };
}

export function toggleOption(selection: Selection, id: FilterId, value: string): Selection {
  return selection[id].includes(value)
    ? withoutOption(selection, id, value)
    : { ...selection, [id]: [...selection[id], value] };
}

export type View = { selection: Selection; page: number };

export function animalOf(selection: Selection): string | undefined {
  const [only, ...more] = selection.collectie;
  return only !== undefined && more.length === 0 && ANIMAL_NAMES.includes(only) ? only : undefined;
}

// One order in every language; made lazily, as a phone is slow to build a collator at start-up.
let addressOrder: Intl.Collator | undefined;
const byAddress = (a: string, b: string) =>
  (addressOrder ??= new Intl.Collator('nl-BE', { sensitivity: 'base', numeric: true })).compare(
    a,
    b,
  ) || (a < b ? -1 : a > b ? 1 : 0);

export function viewSegments({ selection, page }: View): string[] {
  const animal = animalOf(selection);
  const segments = animal ? [animal] : [];
  for (const id of FILTER_IDS) {
    if (animal && id === 'collectie') continue;
    const values = [...new Set(selection[id])].sort(byAddress);
    if (values.length > 0) segments.push(id, values.join(VALUE_SEPARATOR));
  }
  if (page > 0) segments.push(PAGE_PARAM, String(page + 1));
  return segments;
}

export function wineListHref(selection: Selection, page = 0, list = '/wijnen'): string {
  return [list, ...viewSegments({ selection, page }).map(encodePath)].join('/');
}

// Worked out in the browser, so the payload carries each option once rather than a link each.
export function filterLinks(filter: FilterView, selection: Selection, list?: string): FilterLink[] {
  return filter.options.map((name, i) => {
    const toggled = toggleOption(selection, filter.id, name);
    return {
      name,
      shown: filter.shown[i] ?? name,
      count: filter.counts[i] ?? 0,
      selected: selection[filter.id].includes(name),
      href: wineListHref(toggled, 0, list),
    };
  });
}
