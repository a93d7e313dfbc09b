import { z } from 'zod';

import { KNOWN_COLLECTIONS } from '@/lib/content/animals';
import { isServableImage } from '@/lib/image-sources';
import { fold, visibleLine } from '@/lib/text';

export const WINE_TYPES = ['Rood', 'Wit', 'Rosé', 'Mousserend'] as const;
export type WineType = (typeof WINE_TYPES)[number];

/** How a wine is made, as the menu marks it; stored by these keys, shown in the page's language. */
export const WINE_LABELS = ['organic', 'biodynamic', 'natural', 'vegan'] as const;
export type WineLabel = (typeof WINE_LABELS)[number];

export const WINE_TEXT_LIMITS = { grape: 40, grapes: 8, note: 300, pairing: 160 } as const;

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

// "13,5 %" typed in the console is 13.5; anything else stays as it is, and so fails.
function asNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  const n = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*(?:%|cl)?\s*$/i.exec(v);
  return n ? Number(`${n[1]}.${n[2] ?? 0}`) : v;
}

// A year, or 'NV' for a wine of several years; "nv", "n.v." and "2019 " are those too.
function asVintage(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  if (/^n\.?\s?v\.?$/i.test(t)) return 'NV';
  return /^\d{4}$/.test(t) ? Number(t) : v;
}

/** A list typed as one line ("Merlot, Cabernet Franc", in the console or a sheet): its parts. */
export const listOf = (line: string) =>
  line
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
const asList = (v: unknown) => (typeof v === 'string' ? listOf(v) : v);

const nothingIfNull = (v: unknown) => v ?? undefined;

const grapes = z.preprocess(
  asList,
  z
    .array(text.pipe(z.string().min(1).max(WINE_TEXT_LIMITS.grape)))
    .max(WINE_TEXT_LIMITS.grapes)
    .transform((list) => [...new Set(list)])
    .default([]),
);

const vintage = z.preprocess(
  asVintage,
  z.union([z.number().int().min(1900).max(2100), z.literal('NV')]).nullish(),
);

// Per language; a missing French or English text is shown in Dutch, marked as Dutch.
const wineWords = (max: number) =>
  z.preprocess(
    nothingIfNull,
    z
      .object({
        nl: text.pipe(z.string().max(max)).default(''),
        fr: text.pipe(z.string().max(max)).default(''),
        en: text.pipe(z.string().max(max)).default(''),
      })
      .default({ nl: '', fr: '', en: '' }),
  );

const labels = z.preprocess(
  asList,
  z
    .array(z.preprocess(asKnown(WINE_LABELS), z.enum(WINE_LABELS)))
    .transform((list) => WINE_LABELS.filter((label) => list.includes(label)))
    .default([]),
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
    grapes,
    vintage: vintage.transform((v) => v ?? undefined),
    alcohol: z
      .preprocess(asNumber, z.number().min(0.5).max(25).nullish())
      .transform((v) => v ?? undefined),
    // Not whole: a half bottle is 37,5 cl.
    bottle_cl: z
      .preprocess(asNumber, z.number().min(10).max(1500).nullish())
      .transform((v) => v ?? undefined),
    note: wineWords(WINE_TEXT_LIMITS.note),
    pairing: wineWords(WINE_TEXT_LIMITS.pairing),
    labels,
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
