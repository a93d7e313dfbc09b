import { z } from 'zod';

import { KNOWN_COLLECTIONS } from '@/lib/content/animals';
import { isServableImage } from '@/lib/image-sources';
import { fold, visibleLine } from '@/lib/text';

export const WINE_TYPES = ['Rood', 'Wit', 'Rosé', 'Mousserend'] as const;
export type WineType = (typeof WINE_TYPES)[number];

// A pasted line break becomes a space, and a value of nothing to see (a zero-width space) none.
const text = z.string().overwrite(visibleLine);

// "rose" or " Wit " typed in the console is that name, not a wine left off the menu.
export function asKnown<T extends string>(names: readonly T[]) {
  const byFolded = new Map(names.map((name) => [fold(name), name]));
  return (v: unknown) => (typeof v === 'string' ? (byFolded.get(fold(v)) ?? v) : v);
}

// An ambiguous string ("1.250": thousands or 1.25?) stays as it is, and so fails.
function asEuro(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  const amount = /^\s*(?:€\s*)?(\d{1,5})(?:[.,](\d{1,2}))?\s*(?:€|EUR)?\s*$/i.exec(v);
  return amount ? Number(`${amount[1]}.${amount[2] ?? 0}`) : v;
}

// NaN and ±Infinity (a Firestore double can hold them) are no number to zod: the wine is skipped.
const price = z.preprocess(
  asEuro,
  z
    .number()
    .nullish()
    .transform((v) => (v && v > 0 ? v : undefined)),
);

// A picture the site cannot show is none, so the card draws its bottle instead of a broken image.
const imageSchema = text.refine((v) => v === '' || isServableImage(v)).catch('');

export const wineSchema = z
  .object({
    _id: z.string().min(1),
    name: text.min(1),
    type: z.preprocess(asKnown(WINE_TYPES), z.enum(WINE_TYPES)),
    image: imageSchema.default(''),
    // Written by hand in the console, an absent price may arrive as null, 0 or blank.
    price_glass: price,
    price_bottle: price,
    country: text.default(''),
    region: text.default(''),
    winehouse: text.default(''),
    collection: z.preprocess(asKnown(KNOWN_COLLECTIONS), text.default('')),
    hidden: z.boolean().default(false),
    soldOut: z.boolean().default(false),
    // Firestore's update time, set by the read over any field of that name in the document.
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
  // `host` only, never the whole URL.
  imagesDropped: { id: string; host: string }[];
};

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
