import type { z } from 'zod';

import { fold } from '@/lib/text';
import {
  listOf,
  WINE_LABELS,
  WINE_TEXT_LIMITS,
  wineSchema,
  type Wine,
  type WineLabel,
} from '@/lib/wines/schema';

export const WINE_LANGUAGES = ['nl', 'fr', 'en'] as const;
export const WINE_LANGUAGE_NAMES = { nl: 'Nederlands', fr: 'Frans', en: 'Engels' } as const;

export const LABEL_NAMES: Record<WineLabel, string> = {
  organic: 'Biologisch',
  biodynamic: 'Biodynamisch',
  natural: 'Natuurwijn',
  vegan: 'Veganistisch',
};

const words = <G extends 'note' | 'pairing'>(group: G, label: string, column: string) =>
  WINE_LANGUAGES.map((language) => ({
    key: `${group}_${language}` as const,
    label: `${label} (${WINE_LANGUAGE_NAMES[language]})`,
    column: `${column} ${language}`,
  }));

const CARD_FIELDS = [
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

// After the card's own columns, so a sheet keeps its familiar left part and the long texts sit last.
const SOMMELIER_FIELDS = [
  { key: 'grapes', label: 'Druiven', column: 'druiven' },
  { key: 'vintage', label: 'Jaargang', column: 'jaargang' },
  { key: 'alcohol', label: 'Alcohol', column: 'alcohol %' },
  { key: 'bottle_cl', label: 'Flesinhoud', column: 'fles cl' },
  ...words('note', 'Proefnotitie', 'proefnotitie'),
  ...words('pairing', 'Past bij', 'past bij'),
  { key: 'labels', label: 'Labels', column: 'labels' },
] as const;

export const WINE_FIELDS = [...CARD_FIELDS, ...SOMMELIER_FIELDS];

export type WineField = (typeof WINE_FIELDS)[number]['key'];
export const FLAG_FIELDS = ['hidden', 'soldOut'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** Columns a sheet may lack (one exported before they existed): its wines keep what they have. */
export const OPTIONAL_COLUMNS: readonly string[] = SOMMELIER_FIELDS.map((f) => f.column);

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
const WORDS_FIELD = /^(note|pairing)_(nl|fr|en)$/;

const labelOf = (key: PropertyKey) => WINE_FIELDS.find((f) => f.key === key)?.label ?? String(key);

/** A field's value in a document: a note or pairing per language lives in a map. */
function valueOf(data: Record<string, unknown>, key: WineField): unknown {
  const [, group, language] = WORDS_FIELD.exec(key) ?? [];
  if (!group || !language) return data[key];
  const map = data[group];
  return map && typeof map === 'object' ? (map as Record<string, unknown>)[language] : undefined;
}

function fieldOf(path: readonly PropertyKey[]): WineField {
  const [first, second] = path;
  if (first === 'note' || first === 'pairing')
    return `${first}_${second === 'fr' || second === 'en' ? second : 'nl'}`;
  return (first ?? 'name') as WineField;
}

function problem(issue: z.core.$ZodIssue, data: Record<string, unknown>): string {
  const key = fieldOf(issue.path);
  const label = labelOf(key);
  const whole = valueOf(data, key);
  // A grape or label is named by itself, not by the whole list.
  const index = issue.path[1];
  const value = typeof index === 'number' && Array.isArray(whole) ? whole[index] : whole;
  const absent = value === undefined || value === null || value === '';
  if (issue.code === 'custom') return 'Prijs glas ontbreekt (en er is geen prijs per fles)';
  if (absent) return `${label} ontbreekt`;
  const shown = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  if (key === 'type') return `Type ${shown} bestaat niet (Rood, Wit, Rosé of Mousserend)`;
  if (PRICE_FIELDS.includes(key)) return `${label} ${shown} is geen bedrag`;
  if (FLAG_FIELDS.includes(key as never)) return `${label} ${shown} is geen ja of nee`;
  // A number the schema read, but out of its range, is told apart from what is no number at all.
  const range = issue.code === 'too_small' || issue.code === 'too_big';
  if (key === 'vintage')
    return /^\d+$/.test(String(value).trim())
      ? `Jaargang ${shown} ligt niet tussen 1900 en 2100`
      : `Jaargang ${shown} is geen jaar (of NV)`;
  if (key === 'alcohol')
    return range
      ? `Alcohol ${shown} ligt niet tussen 0,5 en 25 %`
      : `Alcohol ${shown} is geen percentage (bv. 13,5)`;
  if (key === 'bottle_cl')
    return range
      ? `Flesinhoud ${shown} ligt niet tussen 10 en 1500 cl`
      : `Flesinhoud ${shown} is geen aantal cl (bv. 75)`;
  if (key === 'labels')
    return `Label ${shown} bestaat niet (${Object.values(LABEL_NAMES).join(', ')})`;
  if (key === 'grapes' && issue.code === 'too_big')
    return index === undefined
      ? `Hoogstens ${WINE_TEXT_LIMITS.grapes} druiven`
      : `Druif ${shown} is te lang (hoogstens ${WINE_TEXT_LIMITS.grape} tekens)`;
  if (issue.code === 'too_big') return `${label} is te lang (hoogstens ${issue.maximum} tekens)`;
  if (issue.code === 'too_small') return `${label} ontbreekt`;
  return `${label} ${shown} is geen tekst`;
}

export type Checked =
  | { ok: true; wine: Wine; document: WineDocument }
  | { ok: false; problems: Partial<Record<WineField, string[]>> };

type Optional =
  | 'price_glass'
  | 'price_bottle'
  | 'grapes'
  | 'vintage'
  | 'alcohol'
  | 'bottle_cl'
  | 'note'
  | 'pairing'
  | 'labels';

export type WineDocument = Omit<Wine, '_id' | 'updatedAt' | Optional> &
  Partial<Pick<Wine, Optional>>;

const nothing = (v: unknown) =>
  v === undefined ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((t) => !t));

// A field left empty is not stored: Firestore takes no undefined, and the console shows what is said.
function toDocument({ _id: _ignored, updatedAt: _read, ...rest }: Wine): WineDocument {
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => !nothing(v))) as WineDocument;
}

export function checkWine(id: string, data: Record<string, unknown>): Checked {
  const result = wineSchema.safeParse({ ...data, _id: id || 'nieuw', updatedAt: undefined });
  const problems: Partial<Record<WineField, string[]>> = {};
  for (const [key, max] of Object.entries(TEXT_MAX) as [WineField, number][]) {
    const value = data[key];
    if (typeof value === 'string' && value.trim().length > max)
      problems[key] = [`${labelOf(key)} is te lang (hoogstens ${max} tekens)`];
  }
  for (const issue of result.success ? [] : result.error.issues)
    (problems[fieldOf(issue.path)] ??= []).push(problem(issue, data));
  if (!result.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, wine: result.data, document: toDocument(result.data) };
}

function asFlag(value: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (['', 'nee', 'no', 'false', '0', 'n'].includes(v)) return false;
  if (['ja', 'yes', 'true', '1', 'j', 'on', 'x'].includes(v)) return true;
  return value;
}

const LABEL_BY_WORD = new Map<string, WineLabel>(
  WINE_LABELS.flatMap((label): [string, WineLabel][] => [
    [fold(LABEL_NAMES[label]), label],
    [label, label],
  ]),
);

/** The labels a line of Dutch words names ("Biologisch, Veganistisch"); a word unknown stays as typed. */
export const readLabels = (value: string): string[] =>
  listOf(value).map((word) => LABEL_BY_WORD.get(fold(word)) ?? word);

export function fromText(values: Partial<Record<WineField, string>>): Record<string, unknown> {
  const data: Record<string, unknown> = { note: {}, pairing: {} };
  for (const { key } of WINE_FIELDS) {
    const value = values[key] ?? '';
    const [, group, language] = WORDS_FIELD.exec(key) ?? [];
    if (group && language) (data[group] as Record<string, string>)[language] = value;
    else if (FLAG_FIELDS.includes(key as never)) data[key] = asFlag(value);
    else if (key === 'grapes') data[key] = listOf(value);
    else if (key === 'labels') data[key] = readLabels(value);
    else data[key] = value;
  }
  return data;
}

export function asText(key: WineField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'ja' : '';
  if (typeof value === 'number' && PRICE_FIELDS.includes(key))
    return value.toFixed(2).replace('.', ',');
  // As Excel in Belgium writes a number: 13,5 % and 37,5 cl.
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (Array.isArray(value) && key === 'labels')
    return value.map((v) => LABEL_NAMES[v as WineLabel] ?? String(v)).join(', ');
  if (Array.isArray(value) && key === 'grapes') return value.map(String).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function textValues(data: Record<string, unknown> = {}): Record<WineField, string> {
  return Object.fromEntries(
    WINE_FIELDS.map(({ key }) => [key, asText(key, valueOf(data, key))]),
  ) as Record<WineField, string>;
}

export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return WINE_FIELDS.flatMap(({ key, label }) => {
    const was = asText(key, valueOf(before, key));
    const now = asText(key, valueOf(after, key));
    return was === now ? [] : [`${label}: ${was || '–'} → ${now || '–'}`];
  });
}
