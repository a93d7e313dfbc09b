import { ANIMAL_NAMES } from '@/lib/content/animals';

import { collectionOfPath } from './filters';
import type { Wine } from './schema';

/**
 * Which names an animal page's address may carry, for the proxy: an address that names no
 * collection gets the site's 404 page. The page itself answers such an address with a 404 too,
 * but Next renders a `notFound()` thrown by a cached page's render as an empty document that only
 * the browser's JavaScript fills (`<html id="__next_error__">`, no `lang`, no text, no styles:
 * vercel/next.js#62228), so a mistyped address showed a blank page until the scripts ran, and
 * nothing at all without them. The proxy cannot read Firestore itself; it asks the site's own
 * endpoint, whose read is the pages' cached one.
 */
export const COLLECTIONS_PATH = '/api/collecties';

/**
 * The collection an animal page's address names (see collectionOfPath): the six animals always,
 * any other name when it is one of `inData`, the data's collections. undefined: no such page. The
 * page's rule, and the proxy's.
 */
export function collectionOfPage(name: string, inData: readonly string[]): string | undefined {
  return collectionOfPath(name, [...ANIMAL_NAMES, ...inData]);
}

/** The distinct collections of the wines, in order: what the endpoint answers. */
export function collectionNames(wines: readonly Wine[]): string[] {
  return [...new Set(wines.map((wine) => wine.collection).filter(Boolean))].sort();
}

/** undefined: the list could not be had, so no address is refused for it. */
export type CollectionList = readonly string[] | undefined;

/** How long the proxy is kept waiting for the list at most, before it lets the page decide. */
export const ASK_TIMEOUT_MS = 1000;

/** The list from the endpoint at `siteUrl`; undefined when it does not answer with one. */
export async function askCollections(
  siteUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<CollectionList> {
  try {
    const response = await fetcher(new URL(COLLECTIONS_PATH, siteUrl), {
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const { collections } = (await response.json()) as { collections?: unknown };
    return Array.isArray(collections) && collections.every((c) => typeof c === 'string')
      ? collections
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long one proxy instance keeps a list: a collection new in the data has its page within a
 * minute (the page's own cache may keep it for up to five), and a flood of made-up addresses asks
 * the endpoint once a minute at most. A list that could not be had is asked for again sooner.
 */
export const LIST_KEPT_MS = 60_000;
export const FAILURE_KEPT_MS = 15_000;

/**
 * `ask`, answered from memory for as long as a list or a failure is kept; one ask at a time. An
 * ask that throws counts as a failure.
 */
export function remembered(
  ask: () => Promise<CollectionList>,
  now: () => number = Date.now,
): () => Promise<CollectionList> {
  let held: { until: number; list: Promise<CollectionList> } | undefined;
  return () => {
    const asked = now();
    if (held && asked < held.until) return held.list;
    const entry = { until: asked + LIST_KEPT_MS, list: ask().catch(() => undefined) };
    held = entry;
    void entry.list.then((list) => {
      if (list === undefined) entry.until = asked + FAILURE_KEPT_MS;
    });
    return entry.list;
  };
}

/**
 * Whether an animal page's address may name a page (collectionOfPage): one of the six animals,
 * asking no list, or a collection of the data. When the list cannot be had, every name may: the
 * page decides.
 */
export async function mayNamePage(
  name: string,
  collections: () => Promise<CollectionList>,
): Promise<boolean> {
  if (collectionOfPage(name, []) !== undefined) return true;
  const inData = await collections();
  return inData === undefined || collectionOfPage(name, inData) !== undefined;
}
