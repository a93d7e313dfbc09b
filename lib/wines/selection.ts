import { encodePath, VALUE_SEPARATOR } from '@/i18n/routing';
import { ANIMAL_NAMES } from '@/lib/content/animals';

import type { Wine } from './schema';

// What a view of the menu is and how it is written in a URL. Kept apart from the filtering itself
// (filters.ts) because the filter bar, a client component, needs it: nothing here may pull the
// wine schema (zod) into the browser.

/**
 * Five filters (their names are `Wines.filters` messages); type and collection also on phones.
 * `names`: its options are names a browser translating the page leaves as they are (the wine
 * houses; the regions are written in Dutch where Dutch has a name, "Elzas", and translate).
 */
export const FILTERS = [
  { id: 'type', field: 'type', onMobile: true, names: false },
  { id: 'collectie', field: 'collection', onMobile: true, names: false },
  { id: 'land', field: 'country', onMobile: false, names: false },
  { id: 'regio', field: 'region', onMobile: false, names: false },
  { id: 'wijnhuis', field: 'winehouse', onMobile: false, names: true },
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
/** The list's start (its count): where a pager step leads, with or without JavaScript. */
export const LIST_ANCHOR = 'wijnlijst';
/** The attribute that marks the list of a view: its filters, chips and pager. */
export const LIST_ROOT = 'data-wine-list';
/** 8 wines a page. */
export const PAGE_SIZE = 8;

export type SearchParams = Record<string, string | string[] | undefined>;

export function emptySelection(): Selection {
  return { type: [], collectie: [], land: [], regio: [], wijnhuis: [] };
}

/**
 * One filter and its options: the distinct values found in the wines, in menu order, each with
 * what the page's language calls it and how many wines it chooses in the view (`shown` and
 * `counts`, by the same index).
 */
export type FilterView = {
  id: FilterId;
  label: string;
  onMobile: boolean;
  names: boolean;
  options: string[];
  shown: string[];
  counts: number[];
};
/** An option as a link: `name` its value, `shown` what the page calls it. */
export type FilterLink = {
  name: string;
  shown: string;
  count: number;
  selected: boolean;
  href: string;
};

/** The selection without one value, whether or not it was chosen (a chip's way out). */
export function withoutOption(selection: Selection, id: FilterId, value: string): Selection {
  return { ...selection, [id]: selection[id].filter((v) => v !== value) };
}

export function toggleOption(selection: Selection, id: FilterId, value: string): Selection {
  return selection[id].includes(value)
    ? withoutOption(selection, id, value)
    : { ...selection, [id]: [...selection[id], value] };
}

/** A view of the menu: what it chooses and its 0-based page. */
export type View = { selection: Selection; page: number };

/** The animal whose page a view lies below: the one collection it chooses, if it is an animal's. */
export function animalOf(selection: Selection): string | undefined {
  const [only, ...more] = selection.collectie;
  return only !== undefined && more.length === 0 && ANIMAL_NAMES.includes(only) ? only : undefined;
}

// The order of values in an address, the same in every language and whatever the data holds.
// Made on first use: the menu's own links seldom sort two values, and a phone takes a while to
// build a collator while the page starts.
let addressOrder: Intl.Collator | undefined;
const byAddress = (a: string, b: string) =>
  (addressOrder ??= new Intl.Collator('nl-BE', { sensitivity: 'base', numeric: true })).compare(
    a,
    b,
  ) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * A view's path below the menu, decoded, one segment a string: the animal's page if it is the
 * only collection chosen, then each filter's name and values in a fixed order, then the page
 * from the second on (`De Koele Giraf`, `type`, `Rood+Wit`, `pagina`, `2`).
 */
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

/**
 * The one address of a view: `/wijnen/De%20Koele%20Giraf/type/Rood+Wit/pagina/2`. `list`: the
 * menu's path in the page's language.
 */
export function wineListHref(selection: Selection, page = 0, list = '/wijnen'): string {
  return [list, ...viewSegments({ selection, page }).map(encodePath)].join('/');
}

/**
 * A filter's options as links: choosing one adds it to the view (or takes it out again) and goes
 * back to the first page. Worked out in the browser from the option names, so the page's payload
 * carries each name once instead of a link and a flag per option.
 */
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
