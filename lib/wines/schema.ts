import { z } from 'zod';

import { KNOWN_COLLECTIONS } from '@/lib/content/animals';
import { isServableImage } from '@/lib/image-sources';
import { fold, visibleLine } from '@/lib/text';

/** The four wine types, in the order people read a wine list. */
export const WINE_TYPES = ['Rood', 'Wit', 'Rosé', 'Mousserend'] as const;
export type WineType = (typeof WINE_TYPES)[number];

// One line, as the menu shows it: a line break, tab or other control character pasted into the
// Firebase console is a space (and so never a filter option an address cannot carry), and a value
// of nothing to see (a zero-width space) is none, not a blank filter option or a nameless card.
const text = z.string().overwrite(visibleLine);

/**
 * A name the site knows, as a person types it in the Firebase console: "rose", "ROSÉ", " Wit " or
 * "de koele giraf" is that name, not a wine left off the menu, out of its animal's page or under a
 * filter option of its own. Any other value passes on as it is.
 */
export function asKnown<T extends string>(names: readonly T[]) {
  const byFolded = new Map(names.map((name) => [fold(name), name]));
  return (v: unknown) => (typeof v === 'string' ? (byFolded.get(fold(v)) ?? v) : v);
}

/**
 * A price as the Firebase console may hold it: a number, or, when the field was left a string,
 * "7,50", "7.5" or "€ 12": that amount. A blank string is no price. Anything ambiguous ("1.250",
 * thousands or a price of 1.25?) or not a price stays as it is, and so fails as before.
 */
function asEuro(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  const amount = /^\s*(?:€\s*)?(\d{1,5})(?:[.,](\d{1,2}))?\s*(?:€|EUR)?\s*$/i.exec(v);
  return amount ? Number(`${amount[1]}.${amount[2] ?? 0}`) : v;
}

/**
 * A price that may be absent: none when left out, null, blank, 0 or less. NaN and ±Infinity (a
 * Firestore double can hold them) are no number to zod 4, so such a wine is skipped and logged.
 */
const price = z.preprocess(
  asEuro,
  z
    .number()
    .nullish()
    .transform((v) => (v && v > 0 ? v : undefined)),
);

/**
 * An image is a site path (`/images/…`) or a Firebase Storage URL; empty means none, and so does a
 * picture the site cannot show (another host, a query on a site path): the card then shows its
 * drawn bottle instead of a broken image, and the read names the wine (`ParsedWines.imagesDropped`).
 */
const imageSchema = text.refine((v) => v === '' || isServableImage(v)).catch('');

/** One document of `1504-wines`; `_id` is the document id. */
export const wineSchema = z
  .object({
    _id: z.string().min(1),
    name: text.min(1),
    type: z.preprocess(asKnown(WINE_TYPES), z.enum(WINE_TYPES)),
    image: imageSchema.default(''),
    // A wine sold by the bottle only has no glass price: written by hand in the console, an absent
    // price may arrive as null, 0 or blank (a glass "€ 0,00" on the card, or a free Offer to search
    // engines, is none of them). A wine needs one of the two (below).
    price_glass: price,
    price_bottle: price,
    country: text.default(''),
    region: text.default(''),
    winehouse: text.default(''),
    collection: z.preprocess(asKnown(KNOWN_COLLECTIONS), text.default('')),
    // Set by staff: off the menu altogether, or on it marked as sold out (never a house wine).
    hidden: z.boolean().default(false),
    soldOut: z.boolean().default(false),
    // Not a field of the document: when Firestore last wrote it (the sitemap's lastmod), set by the
    // read and overriding any field of that name a hand-written document may carry.
    updatedAt: z.iso.datetime().optional(),
  })
  .refine((w) => w.price_glass !== undefined || w.price_bottle !== undefined, {
    message: 'no price by the glass or by the bottle',
    path: ['price_glass'],
  });

export type Wine = z.output<typeof wineSchema>;

export type ParsedWines = {
  wines: Wine[];
  skipped: { id: string; reason: string }[];
  /** Wines kept without the picture their document names; `host` only, never the whole URL. */
  imagesDropped: { id: string; host: string }[];
};

/** Where a refused picture points, for the log: a URL's host (or scheme), "site path" or "other". */
function imageOrigin(image: unknown): string {
  if (typeof image !== 'string') return 'other';
  const here = 'site.invalid';
  try {
    const url = new URL(image, `https://${here}`);
    return url.host === here ? 'site path' : url.host || url.protocol;
  } catch {
    return 'other';
  }
}

/** Parses raw documents; a document that does not fit is skipped, never thrown. */
export function parseWineDocs(
  docs: { id: string; data: Record<string, unknown>; updatedAt?: string }[],
): ParsedWines {
  const wines: Wine[] = [];
  const skipped: ParsedWines['skipped'] = [];
  const imagesDropped: ParsedWines['imagesDropped'] = [];
  for (const doc of docs) {
    const result = wineSchema.safeParse({ ...doc.data, _id: doc.id, updatedAt: doc.updatedAt });
    if (result.success) {
      wines.push(result.data);
      const named = typeof doc.data.image === 'string' ? doc.data.image.trim() : doc.data.image;
      if (result.data.image === '' && named !== '' && named != null)
        imagesDropped.push({ id: doc.id, host: imageOrigin(named) });
    } else
      skipped.push({
        id: doc.id,
        reason: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  }
  return { wines, skipped, imagesDropped };
}
