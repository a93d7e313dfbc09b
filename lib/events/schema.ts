import { z } from 'zod';

import { isServableImage } from '@/lib/image-sources';
import { isCalendarDate, visibleLine, visibleLines } from '@/lib/text';

export const EVENT_KINDS = ['open', 'proeverij', 'salon', 'lezing', 'diner', 'club'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_STATUSES = ['planned', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const AUDIENCES = ['open', 'club'] as const;

export const EVENT_TIME_ZONE = 'Europe/Brussels';
export const EVENT_TEXT_LIMITS = { title: 120, description: 4000 } as const;

/** An event's id is its address below the agenda: its first day and a slug of its Dutch title. */
const EVENT_ID = /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isEventId = (id: string) =>
  id.length <= 100 && EVENT_ID.test(id) && isCalendarDate(id.slice(0, 10));

export function eventId(startDay: string, title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${startDay}-${slug || 'evenement'}`;
}

/** A Firestore timestamp, a Date or an ISO text, as an ISO text. */
function asIso(value: unknown): unknown {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function')
    return (value.toDate() as Date).toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  return value;
}
const instant = z.preprocess(asIso, z.iso.datetime());

const line = (max: number) => z.string().overwrite(visibleLine).pipe(z.string().max(max));
const lines = (max: number) => z.string().overwrite(visibleLines).pipe(z.string().max(max));

/** Dutch is required; a missing French or English text is shown in Dutch. */
const words = (text: (max: number) => z.ZodType<string>, max: number) =>
  z.object({
    nl: text(max).pipe(z.string().min(1)),
    fr: text(max).default(''),
    en: text(max).default(''),
  });

export const eventSchema = z
  .object({
    id: z.string().refine(isEventId),
    title: words(line, EVENT_TEXT_LIMITS.title),
    description: words(lines, EVENT_TEXT_LIMITS.description),
    kind: z.enum(EVENT_KINDS),
    start: instant,
    end: instant,
    audience: z.enum(AUDIENCES).default('open'),
    seats: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .nullish()
      .transform((v) => v ?? undefined),
    price: z
      .number()
      .min(0)
      .max(10_000)
      .nullish()
      .transform((v) => v ?? undefined),
    image: z
      .string()
      .refine((v) => v === '' || isServableImage(v))
      .catch('')
      .default(''),
    status: z.enum(EVENT_STATUSES).default('planned'),
    taken: z.number().int().min(0).default(0),
    /** Raised by every staff change, so calendars take the new version. */
    sequence: z.number().int().min(0).default(0),
    updatedAt: z.iso.datetime().optional(),
  })
  .refine((e) => e.end > e.start, { message: 'end', path: ['end'] });

export type HouseEvent = z.output<typeof eventSchema>;
export type EventWords = HouseEvent['title'];

const FIELD_NAMES: Record<string, string> = {
  id: 'Documentnaam (datum-en-naam, bv. 2027-01-15-wijnproeverij)',
  title: 'Titel',
  description: 'Beschrijving',
  kind: `Soort (${EVENT_KINDS.join(', ')})`,
  start: 'Begin',
  end: 'Einde',
  audience: 'Voor wie (open of club)',
  seats: 'Plaatsen',
  price: 'Prijs',
  status: `Status (${EVENT_STATUSES.join(', ')})`,
  taken: 'Genomen plaatsen',
  sequence: 'Versie',
};

/** Each fault of a document, in Dutch, for the staff. */
export function eventFaults(error: z.ZodError): string[] {
  return error.issues.map(({ path, message }) => {
    const [field, language] = path.map(String);
    const name = `${FIELD_NAMES[field ?? ''] ?? field}${language ? ` (${language})` : ''}`;
    if (field === 'end' && message === 'end') return 'Einde: ligt niet na het begin';
    return `${name}: ontbreekt of is ongeldig`;
  });
}

export type EventDoc = { id: string; data: Record<string, unknown>; updatedAt?: string };

export const parseEventDoc = ({ id, data, updatedAt }: EventDoc) =>
  eventSchema.safeParse({ ...data, id, updatedAt });

/** The events that parse, by start, and the documents that do not with their faults. */
export function parseEventDocs(docs: EventDoc[]) {
  const events: HouseEvent[] = [];
  const skipped: { id: string; faults: string[] }[] = [];
  for (const doc of docs) {
    const parsed = parseEventDoc(doc);
    if (parsed.success) events.push(parsed.data);
    else skipped.push({ id: doc.id, faults: eventFaults(parsed.error) });
  }
  events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  return { events, skipped };
}

export const seatsLeft = (e: HouseEvent) =>
  e.seats === undefined ? undefined : Math.max(0, e.seats - e.taken);

export const isOver = (e: HouseEvent, now: number) => Date.parse(e.end) <= now;

/** Open to reservations: planned, for everyone, with seats, not yet begun. */
export function takesReservations(e: HouseEvent, now: number): boolean {
  return (
    e.status === 'planned' &&
    e.audience === 'open' &&
    e.seats !== undefined &&
    Date.parse(e.start) > now
  );
}

export const upcoming = (events: HouseEvent[], now: number) =>
  events.filter((e) => !isOver(e, now));
