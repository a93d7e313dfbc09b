import { z } from 'zod';

/** Spec §3: the four wine types, in the order people read a wine list. */
export const WINE_TYPES = ['Rood', 'Wit', 'Rosé', 'Mousserend'] as const;
export type WineType = (typeof WINE_TYPES)[number];

const text = z.string().trim();

/** An image is a site path (`/images/…`) or an https URL (Firebase Storage); empty means none. */
const imageSchema = text
  .refine((v) => v === '' || v.startsWith('/') || v.startsWith('https://'), 'Ongeldige afbeelding')
  .catch('');

/** One document of `1504-wines`; `_id` is the document id (spec §3). */
export const wineSchema = z.object({
  _id: z.string().min(1),
  name: text.min(1),
  type: z.enum(WINE_TYPES),
  image: imageSchema.default(''),
  price_glass: z.number().finite().nonnegative(),
  // Written by hand in the console, an absent bottle price may arrive as null or 0.
  price_bottle: z
    .number()
    .finite()
    .nullish()
    .transform((v) => (v && v > 0 ? v : undefined)),
  country: text.default(''),
  region: text.default(''),
  winehouse: text.default(''),
  collection: text.default(''),
  // Not a field of the document: when Firestore last wrote it (the sitemap's lastmod), set by the
  // read and overriding any field of that name a hand-written document may carry.
  updatedAt: z.iso.datetime().optional(),
});

export type Wine = z.output<typeof wineSchema>;

export type ParsedWines = { wines: Wine[]; skipped: { id: string; reason: string }[] };

/** Parses raw documents; a document that does not fit is skipped, never thrown. */
export function parseWineDocs(
  docs: { id: string; data: Record<string, unknown>; updatedAt?: string }[],
): ParsedWines {
  const wines: Wine[] = [];
  const skipped: ParsedWines['skipped'] = [];
  for (const doc of docs) {
    const result = wineSchema.safeParse({ ...doc.data, _id: doc.id, updatedAt: doc.updatedAt });
    if (result.success) wines.push(result.data);
    else
      skipped.push({
        id: doc.id,
        reason: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  }
  return { wines, skipped };
}
