import type { z } from 'zod';

import { wineSchema, type Wine } from '@/lib/wines/schema';

export const WINE_FIELDS = [
  { key: 'name', label: 'Naam', column: 'naam' },
  { key: 'type', label: 'Type', column: 'type' },
  { key: 'price_glass', label: 'Prijs glas', column: 'prijs glas' },
  { key: 'price_bottle', label: 'Prijs fles', column: 'prijs fles' },
  { key: 'country', label: 'Land', column: 'land' },
  { key: 'region', label: 'Streek', column: 'streek' },
  { key: 'winehouse', label: 'Wijnhuis', column: 'wijnhuis' },
  { key: 'collection', label: 'Collectie', column: 'collectie' },
  { key: 'image', label: 'Foto', column: 'foto' },
  { key: 'hidden', label: 'Verborgen', column: 'verborgen' },
  { key: 'soldOut', label: 'Uitverkocht', column: 'uitverkocht' },
] as const;

export type WineField = (typeof WINE_FIELDS)[number]['key'];
export const FLAG_FIELDS = ['hidden', 'soldOut'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

const TEXT_MAX: Partial<Record<WineField, number>> = {
  name: 120,
  country: 60,
  region: 80,
  winehouse: 120,
  collection: 60,
  image: 1000,
};

export const DOC_ID = /^(?!\.\.?$)(?!__.*__$)[^/]{1,400}$/;
const PRICE_FIELDS: readonly string[] = ['price_glass', 'price_bottle'];

const labelOf = (key: PropertyKey) => WINE_FIELDS.find((f) => f.key === key)?.label ?? String(key);

function problem(issue: z.core.$ZodIssue, data: Record<string, unknown>): string {
  const key = issue.path[0] ?? '';
  const label = labelOf(key);
  const value = data[key as string];
  const absent = value === undefined || value === null || value === '';
  if (issue.code === 'custom') return 'Prijs glas ontbreekt (en er is geen prijs per fles)';
  if (absent) return `${label} ontbreekt`;
  const shown = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  if (key === 'type') return `Type ${shown} bestaat niet (Rood, Wit, Rosé of Mousserend)`;
  if (PRICE_FIELDS.includes(key as string)) return `${label} ${shown} is geen bedrag`;
  if (FLAG_FIELDS.includes(key as never)) return `${label} ${shown} is geen ja of nee`;
  if (issue.code === 'too_small') return `${label} ontbreekt`;
  return `${label} ${shown} is geen tekst`;
}

export type Checked =
  | { ok: true; wine: Wine; document: WineDocument }
  | { ok: false; problems: Partial<Record<WineField, string[]>> };

export type WineDocument = Omit<Wine, '_id' | 'updatedAt' | 'price_glass' | 'price_bottle'> & {
  price_glass?: number;
  price_bottle?: number;
};

function toDocument({
  _id: _ignored,
  updatedAt: _read,
  price_glass,
  price_bottle,
  ...rest
}: Wine): WineDocument {
  return {
    ...rest,
    ...(price_glass !== undefined && { price_glass }),
    ...(price_bottle !== undefined && { price_bottle }),
  };
}

export function checkWine(id: string, data: Record<string, unknown>): Checked {
  const result = wineSchema.safeParse({ ...data, _id: id || 'nieuw', updatedAt: undefined });
  const problems: Partial<Record<WineField, string[]>> = {};
  for (const [key, max] of Object.entries(TEXT_MAX) as [WineField, number][]) {
    const value = data[key];
    if (typeof value === 'string' && value.trim().length > max)
      problems[key] = [`${labelOf(key)} is te lang (hoogstens ${max} tekens)`];
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const key = (issue.path[0] ?? 'name') as WineField;
    (problems[key] ??= []).push(problem(issue, data));
  }
  if (!result.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, wine: result.data, document: toDocument(result.data) };
}

function asFlag(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (['', 'nee', 'no', 'false', '0', 'n'].includes(v)) return false;
  if (['ja', 'yes', 'true', '1', 'j', 'on', 'x'].includes(v)) return true;
  return value;
}

export function fromText(values: Partial<Record<WineField, string>>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { key } of WINE_FIELDS) {
    const value = values[key] ?? '';
    data[key] = FLAG_FIELDS.includes(key as never) ? asFlag(value) : value;
  }
  return data;
}

export function asText(key: WineField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'ja' : '';
  if (typeof value === 'number' && PRICE_FIELDS.includes(key))
    return value.toFixed(2).replace('.', ',');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function textValues(data: Record<string, unknown> = {}): Record<WineField, string> {
  return Object.fromEntries(WINE_FIELDS.map(({ key }) => [key, asText(key, data[key])])) as Record<
    WineField,
    string
  >;
}

export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return WINE_FIELDS.flatMap(({ key, label }) => {
    const was = asText(key, before[key]);
    const now = asText(key, after[key]);
    return was === now ? [] : [`${label}: ${was || '–'} → ${now || '–'}`];
  });
}
