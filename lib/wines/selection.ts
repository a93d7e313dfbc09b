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

/**
 * The URL of a view. On an animal page (`/wijnen/De%20Koele%20Giraf`) the collection lives in the
 * path as long as it is the only one chosen; any other collection choice moves to the list.
 * `list`: the menu's path in the page's language.
 */
export function wineListHref(
  selection: Selection,
  page = 0,
  animal?: string,
  list = '/wijnen',
): string {
  const onAnimal =
    animal !== undefined && selection.collectie.length === 1 && selection.collectie[0] === animal;
  const query = new URLSearchParams();
  for (const id of FILTER_IDS) {
    if (onAnimal && id === 'collectie') continue;
    for (const value of selection[id]) query.append(id, value);
  }
  if (page > 0) query.set(PAGE_PARAM, String(page + 1));
  const path = onAnimal ? `${list}/${encodeURIComponent(animal)}` : list;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A filter's options as links: choosing one adds it to the view (or takes it out again) and goes
 * back to the first page. Worked out in the browser from the option names, so the page's payload
 * carries each name once instead of a link and a flag per option.
 */
export function filterLinks(
  filter: FilterView,
  selection: Selection,
  animal?: string,
  list?: string,
): FilterLink[] {
  // A value the menu does not offer (typed into the address) keeps its place after the others.
  const rank = (v: string) => {
    const i = filter.options.indexOf(v);
    return i === -1 ? filter.options.length : i;
  };
  return filter.options.map((name, i) => {
    const toggled = toggleOption(selection, filter.id, name);
    toggled[filter.id] = [...toggled[filter.id]].sort((a, b) => rank(a) - rank(b));
    return {
      name,
      shown: filter.shown[i] ?? name,
      count: filter.counts[i] ?? 0,
      selected: selection[filter.id].includes(name),
      href: wineListHref(toggled, 0, animal, list),
    };
  });
}
