import { VALUE_SEPARATOR } from '@/i18n/routing';
import { perLanguage } from '@/lib/intl';
import { ANIMAL_NAMES, ANIMALS, KNOWN_COLLECTIONS } from '@/lib/content/animals';
import { blankIfUnseen, singleLine } from '@/lib/text';

import { asKnown, WINE_LABELS, WINE_TYPES, type Wine } from './schema';
import {
  emptySelection,
  FILTER_IDS,
  FILTERS,
  PAGE_PARAM,
  PAGE_SIZE,
  type FilterId,
  type FilterView,
  type SearchParams,
  type Selection,
  type View,
} from './selection';

export * from './selection';

export const optionCollator = perLanguage(
  (lang) => new Intl.Collator(lang, { sensitivity: 'base', numeric: true }),
);

export type FilterNaming = {
  label: (id: FilterId) => string;
  value: (id: FilterId, value: string) => string;
  collator: Intl.Collator;
};

const DATA_NAMING: FilterNaming = {
  label: (id) => id,
  value: (_, value) => value,
  collator: optionCollator('nl-BE'),
};

// Closed lists keep their own order: red before white, organic before vegan.
const RANKED: Partial<Record<FilterId, readonly string[]>> = {
  type: WINE_TYPES,
  label: WINE_LABELS,
};

export function sortOptions(
  id: FilterId,
  values: Iterable<string>,
  naming: FilterNaming = DATA_NAMING,
): string[] {
  const list = [...new Set(values)];
  const compare = (a: string, b: string) =>
    naming.collator.compare(naming.value(id, a), naming.value(id, b));
  const order: readonly string[] | undefined = RANKED[id];
  if (!order) return list.sort(compare);
  const rank = (v: string) => {
    const i = order.indexOf(v);
    return i === -1 ? order.length : i;
  };
  return list.sort((a, b) => rank(a) - rank(b) || compare(a, b));
}

// A cap on what a hostile URL can ask for.
const MAX_VALUE_LENGTH = 100;
// No separators or `%`: a segment Next hands over still encoded must decode to the same values.
const addressable = (v: string) =>
  blankIfUnseen(v) !== '' &&
  v.length <= MAX_VALUE_LENGTH &&
  singleLine(v) === v &&
  !/[+/%]/.test(v);

const asList = (raw: string | string[] | undefined) =>
  Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];

function values(raw: string | string[] | undefined): string[] {
  return [
    ...new Set(
      asList(raw)
        .map((v) => v.trim())
        .filter(addressable),
    ),
  ].slice(0, 20);
}

// A hand-typed "?type=rose" means the data's option, and is one cached view with it.
const KNOWN_VALUES: Partial<Record<FilterId, (v: unknown) => unknown>> = {
  type: asKnown(WINE_TYPES),
  collectie: asKnown(KNOWN_COLLECTIONS),
  label: asKnown(WINE_LABELS),
};

type Filter = (typeof FILTERS)[number];

/** What a wine holds for a filter: one value, or each of a list's (grapes, labels). */
function valuesOf(wine: Wine, filter: Filter): string[] {
  const value = wine[filter.field];
  return Array.isArray(value) ? value : [String(value)];
}

function heldValues(wines: readonly Wine[], filter: Filter): Set<string> {
  return new Set(wines.flatMap((w) => valuesOf(w, filter)));
}

export function parseQuery(
  params: SearchParams,
  preset: Partial<Selection> = {},
): { selection: Selection; page: number } {
  const selection = emptySelection();
  for (const id of FILTER_IDS) {
    const known = KNOWN_VALUES[id];
    const given = values(params[id]).map((v) => (known ? String(known(v)) : v));
    selection[id] = [...new Set([...(preset[id] ?? []), ...given])];
  }
  const rawPage = values(params[PAGE_PARAM])[0];
  const pageNumber = rawPage && /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  return { selection, page: Math.max(pageNumber, 1) - 1 };
}

// Also reads an older address's query (`?type=Rood&pagina=2`), in any order and spelling.
export function readView(segments: readonly string[], query: SearchParams = {}): View | undefined {
  const [first, ...pairs] = segments.length % 2 === 1 ? segments : [undefined, ...segments];
  const animal = first === undefined ? undefined : collectionOfPath(first, ANIMAL_NAMES);
  if (first !== undefined && animal === undefined) return undefined;
  const given: Record<string, string[]> = {};
  for (let i = 0; i < pairs.length; i += 2) {
    const key = pairs[i]!.toLowerCase();
    if (key !== PAGE_PARAM && !(FILTER_IDS as readonly string[]).includes(key)) return undefined;
    given[key] = [...(given[key] ?? []), ...pairs[i + 1]!.split(VALUE_SEPARATOR)];
  }
  const pages = given[PAGE_PARAM];
  if (pages && (pages.length > 1 || !/^\d{1,4}$/.test(pages[0]!) || Number(pages[0]) < 1))
    return undefined;
  const params: SearchParams = { [PAGE_PARAM]: pages ?? query[PAGE_PARAM] };
  for (const id of FILTER_IDS) params[id] = [...asList(query[id]), ...(given[id] ?? [])];
  return parseQuery(params, animal ? { collectie: [animal] } : {});
}

export function spelledAsData(selection: Selection, wines: readonly Wine[]): Selection {
  const spelled = emptySelection();
  for (const f of FILTERS) {
    const held = heldValues(wines, f);
    // As a closed list's value is read (asKnown), but a value the wines hold as it is stays so.
    const asHeld = asKnown([...held]);
    spelled[f.id] = [...new Set(selection[f.id].map((v) => (held.has(v) ? v : String(asHeld(v)))))];
  }
  return spelled;
}

export function collectionOfPath(name: string, collections: readonly string[]): string | undefined {
  if (collections.includes(name)) return name;
  const named = String(asKnown(collections)(name));
  if (named !== name) return named;
  const slug = asKnown(ANIMALS.map((a) => a.slug))(name);
  const animal = ANIMALS.find((a) => a.slug === slug)?.name;
  const spaced = name.replace(/[-_+]+/g, ' ');
  return animal ?? (spaced === name ? undefined : collectionOfPath(spaced, collections));
}

export function isFiltered(selection: Selection): boolean {
  return FILTER_IDS.some((id) => selection[id].length > 0);
}

export function applyFilters(wines: Wine[], selection: Selection): Wine[] {
  const active = FILTERS.filter((f) => selection[f.id].length > 0);
  return wines.filter((wine) =>
    active.every((f) => valuesOf(wine, f).some((v) => selection[f.id].includes(v))),
  );
}

export function offeredSelection(selection: Selection, wines: Wine[], animal?: string): Selection {
  const offered = emptySelection();
  for (const f of FILTERS) {
    const held = heldValues(wines, f);
    offered[f.id] = selection[f.id].filter(
      (v) => held.has(v) || (f.id === 'collectie' && v === animal),
    );
  }
  return offered;
}

export function buildFilters(
  wines: Wine[],
  selection: Selection = emptySelection(),
  naming: FilterNaming = DATA_NAMING,
): FilterView[] {
  return FILTERS.map((f) => {
    const options = sortOptions(f.id, [...heldValues(wines, f)].filter(addressable), naming);
    const others = applyFilters(wines, { ...selection, [f.id]: [] });
    const counts = new Map<string, number>();
    for (const wine of others)
      for (const value of new Set(valuesOf(wine, f)))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    return {
      id: f.id,
      label: naming.label(f.id),
      onMobile: f.onMobile,
      names: f.names,
      options,
      shown: options.map((o) => naming.value(f.id, o)),
      counts: options.map((o) => counts.get(o) ?? 0),
    };
  });
}

export type Paged<T> = { items: T[]; page: number; pageCount: number; total: number };

export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  return {
    items: items.slice(current * size, current * size + size),
    page: current,
    pageCount,
    total: items.length,
  };
}

export const PRICES = [
  { label: 'glass', field: 'price_glass' },
  { label: 'bottle', field: 'price_bottle' },
] as const;

export function winePrices(
  wine: Wine,
): { label: (typeof PRICES)[number]['label']; amount: number }[] {
  return PRICES.flatMap(({ label, field }) => {
    const amount = wine[field];
    return amount === undefined ? [] : [{ label, amount }];
  });
}
