import { z } from 'zod';

import {
  AUDIENCES,
  EVENT_KINDS,
  EVENT_STATUSES,
  EVENT_TEXT_LIMITS,
  type EventKind,
  type EventStatus,
  type EventWords,
} from '@/lib/events/schema';
import { brusselsClock } from '@/lib/events/format';
import { isServableImage } from '@/lib/image-sources';
import { getTranslator } from '@/lib/messages';
import { isCalendarDate, visibleLine, visibleLines } from '@/lib/text';

export const EVENT_FIELDS = [
  { key: 'title_nl', label: 'Titel (Nederlands)' },
  { key: 'description_nl', label: 'Beschrijving (Nederlands)' },
  { key: 'title_fr', label: 'Titel (Frans)' },
  { key: 'description_fr', label: 'Beschrijving (Frans)' },
  { key: 'title_en', label: 'Titel (Engels)' },
  { key: 'description_en', label: 'Beschrijving (Engels)' },
  { key: 'kind', label: 'Soort' },
  { key: 'date', label: 'Datum' },
  { key: 'start', label: 'Begin' },
  { key: 'end', label: 'Einde' },
  { key: 'audience', label: 'Voor wie' },
  { key: 'seats', label: 'Plaatsen' },
  { key: 'price', label: 'Prijs per persoon' },
  { key: 'image', label: 'Foto' },
  { key: 'status', label: 'Status' },
] as const;

export type EventField = (typeof EVENT_FIELDS)[number]['key'];
export type EventValues = Record<EventField, string>;
export type EventErrors = Partial<Record<EventField, string[]>>;

export const STATUS_LABELS: Record<EventStatus, string> = {
  planned: 'Gepland',
  postponed: 'Uitgesteld',
  cancelled: 'Geannuleerd',
};
export const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  open: 'Iedereen',
  club: 'Alleen clubleden',
};
export function kindLabel(kind: string): string {
  const known = EVENT_KINDS.find((k) => k === kind);
  return known ? getTranslator('nl', 'Agenda')(`kinds.${known}`) : kind;
}

/** The form's options; a cancelled event keeps its status, which has its own button. */
export function eventChoices(status: string) {
  const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return {
    kind: options(EVENT_KINDS, kindLabel),
    audience: options(AUDIENCES, (a) => AUDIENCE_LABELS[a]),
    status: options(
      status === 'cancelled' ? (['cancelled'] as const) : (['planned', 'postponed'] as const),
      (s) => STATUS_LABELS[s],
    ),
  };
}

export const RESERVATION_STATES: Record<string, string> = {
  active: 'Actief',
  cancelled: 'Geannuleerd',
};
const MAX_SEATS = 1000;
const MAX_PRICE = 10_000;

const LONG_FIELDS: readonly EventField[] = ['description_nl', 'description_fr', 'description_en'];

// Hour and minute, however a browser without a time picker lets them be typed: 19:30, 19.30, 19u30.
const TIME = /^([01]?\d|2[0-3])\s*[:.hu]\s*([0-5]\d)(?::00)?$/i;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function asTime(text: string): string {
  const match = TIME.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
}

function asDay(text: string): string {
  const day = DAY_FIRST.exec(text.trim());
  const iso = day
    ? `${day[3]}-${day[2]!.padStart(2, '0')}-${day[1]!.padStart(2, '0')}`
    : text.trim();
  return isCalendarDate(iso) ? iso : '';
}

/**
 * The instant the clocks in Oudenaarde show `time` on `day`; null in the hour skipped when summer
 * time begins. Belgium is an hour or two ahead of UTC: the earlier of two fitting instants wins,
 * so the hour that comes twice in autumn is its first.
 */
function brusselsInstant(day: string, time: string): Date | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  for (const hoursAhead of [2, 1]) {
    const candidate = new Date(asUtc - hoursAhead * 3_600_000);
    const shown = brusselsClock(candidate);
    if (shown.day === day && shown.time === time) return candidate;
  }
  return null;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type EventDocument = {
  title: EventWords;
  description: EventWords;
  kind: EventKind;
  start: Date;
  end: Date;
  audience: (typeof AUDIENCES)[number];
  seats?: number;
  price?: number;
  image: string;
  status: EventStatus;
};

const line = (label: string) =>
  z
    .string()
    .overwrite(visibleLine)
    .max(EVENT_TEXT_LIMITS.title, `${label}: hoogstens ${EVENT_TEXT_LIMITS.title} tekens.`);
const lines = (label: string) =>
  z
    .string()
    .overwrite(visibleLines)
    .max(
      EVENT_TEXT_LIMITS.description,
      `${label}: hoogstens ${EVENT_TEXT_LIMITS.description} tekens.`,
    );

const optionalNumber = (pattern: RegExp, max: number, message: string) =>
  z
    .string()
    .transform((v) => v.replace(/€|\s/g, '').replace(',', '.'))
    .refine((v) => v === '' || (pattern.test(v) && Number(v) <= max), message)
    .transform((v) => (v === '' ? undefined : Number(v)));

const eventFormSchema = z
  .object({
    title_nl: line('Titel').min(1, 'Titel (Nederlands) ontbreekt.'),
    title_fr: line('Titel'),
    title_en: line('Titel'),
    description_nl: lines('Beschrijving').min(1, 'Beschrijving (Nederlands) ontbreekt.'),
    description_fr: lines('Beschrijving'),
    description_en: lines('Beschrijving'),
    kind: z.enum(EVENT_KINDS, 'Kies een soort.'),
    date: z
      .string()
      .transform(asDay)
      .refine((v) => v !== '', 'Kies een datum, bv. 15/01/2027.'),
    start: z
      .string()
      .transform(asTime)
      .refine((v) => v !== '', 'Geef het beginuur, bv. 19:30.'),
    end: z
      .string()
      .transform(asTime)
      .refine((v) => v !== '', 'Geef het einduur, bv. 23:00.'),
    audience: z.enum(AUDIENCES, 'Kies voor wie.'),
    seats: optionalNumber(
      /^[1-9]\d*$/,
      MAX_SEATS,
      `Plaatsen: een geheel getal van 1 tot ${MAX_SEATS}, of leeg.`,
    ),
    price: optionalNumber(
      /^\d+(?:\.\d{1,2})?$/,
      MAX_PRICE,
      'Prijs: een bedrag in euro, bv. 25 of 27,50; 0 is gratis; leeg zegt niets over de prijs.',
    ),
    image: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || isServableImage(v),
        'Foto: een pad op de site (/images/…) of een adres in Firebase Storage, of leeg.',
      ),
    status: z.enum(EVENT_STATUSES, 'Kies een status.'),
  })
  .transform((v, ctx) => {
    const start = brusselsInstant(v.date, v.start);
    const endDay = v.end > v.start ? v.date : nextDay(v.date);
    const end = brusselsInstant(endDay, v.end);
    const skipped = 'Dit uur bestaat niet: de klok springt die nacht van 2:00 naar 3:00.';
    if (!start) ctx.addIssue({ code: 'custom', path: ['start'], message: skipped });
    if (!end) ctx.addIssue({ code: 'custom', path: ['end'], message: skipped });
    if (v.end === v.start)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'Het einde valt samen met het begin.',
      });
    if (!start || !end || v.end === v.start) return z.NEVER;
    const document: EventDocument = {
      title: { nl: v.title_nl, fr: v.title_fr, en: v.title_en },
      description: { nl: v.description_nl, fr: v.description_fr, en: v.description_en },
      kind: v.kind,
      start,
      end,
      audience: v.audience,
      ...(v.seats !== undefined && { seats: v.seats }),
      ...(v.price !== undefined && { price: v.price }),
      image: v.image,
      status: v.status,
    };
    return { day: v.date, document };
  });

type CheckedEvent =
  { ok: true; day: string; document: EventDocument } | { ok: false; errors: EventErrors };

export function checkEvent(values: EventValues): CheckedEvent {
  const parsed = eventFormSchema.safeParse(values);
  // The errors are named by the form's fields, as posted.
  if (!parsed.success)
    return {
      ok: false,
      errors: z.flattenError<EventValues>(parsed.error as z.ZodError<never>).fieldErrors,
    };
  return { ok: true, ...parsed.data };
}

function asDate(value: unknown): Date | undefined {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function')
    return value.toDate() as Date;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const euroText = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value)
    ? value.toFixed(2).replace('.', ',')
    : asText(value);

/** A stored document as the form shows it, as far as it can be read: a broken one is to be fixed. */
export function formValues(data: Record<string, unknown> = {}): EventValues {
  const words = (name: string, language: string) => {
    const map = data[name];
    return map && typeof map === 'object' ? asText((map as Record<string, unknown>)[language]) : '';
  };
  const start = asDate(data.start);
  const end = asDate(data.end);
  const from = start && brusselsClock(start);
  return {
    title_nl: words('title', 'nl'),
    title_fr: words('title', 'fr'),
    title_en: words('title', 'en'),
    description_nl: words('description', 'nl'),
    description_fr: words('description', 'fr'),
    description_en: words('description', 'en'),
    kind: asText(data.kind),
    date: from?.day ?? '',
    start: from?.time ?? '',
    end: end ? brusselsClock(end).time : '',
    audience: asText(data.audience) || 'open',
    seats: asText(data.seats),
    price: euroText(data.price),
    image: asText(data.image),
    status: asText(data.status) || 'planned',
  };
}

/** Whether the form can hold the stored hours: it knows an end within a day of the start only. */
export function fitsTheForm(data: Record<string, unknown>): boolean {
  const start = asDate(data.start);
  const end = asDate(data.end);
  return !start || !end || (end > start && end.getTime() - start.getTime() < 86_400_000);
}

function shown(key: EventField, value: string): string {
  if (key === 'kind') return kindLabel(value);
  if (key === 'status') return STATUS_LABELS[value as EventStatus] ?? value;
  if (key === 'audience') return AUDIENCE_LABELS[value as keyof typeof AUDIENCE_LABELS] ?? value;
  return value || '–';
}

export function fieldChanges(before: Partial<EventValues>, after: Partial<EventValues>): string[] {
  return EVENT_FIELDS.flatMap(({ key, label }) => {
    const was = before[key] ?? '';
    const now = after[key] ?? '';
    if (was === now) return [];
    return LONG_FIELDS.includes(key)
      ? [`${label} gewijzigd`]
      : [`${label}: ${shown(key, was)} → ${shown(key, now)}`];
  });
}
