'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { isEventId } from '@/lib/events/schema';

import { checkEvent, EVENT_FIELDS, type EventErrors, type EventValues } from './event-fields';
import { cancelEvent, saveEvent, type CancelWrite, type EventWrite } from './events';
import { requireStaff } from './session';

const AGENDA = '/beheer/agenda';

const field = (formData: unknown, name: string) =>
  formData instanceof FormData ? String(formData.get(name) ?? '').trim() : '';

// A crafted post gets the list back, not an error.
function eventIdOf(formData: FormData): string {
  const id = field(formData, 'id');
  if (!isEventId(id)) redirect(AGENDA);
  return id;
}

const eventPage = (id: string) => `${AGENDA}/${encodeURIComponent(id)}`;

type Posted = { values: EventValues; version: string; opened: string };

export type EventFormState =
  | { status: 'idle' }
  | ({ status: 'invalid'; errors: EventErrors } & Posted)
  | ({ status: 'changed'; changes: string[] } & Posted)
  | ({ status: 'gone' | 'error' } & Posted);

function openedValues(json: string): Partial<EventValues> {
  try {
    return z.record(z.string(), z.string()).parse(JSON.parse(json));
  } catch {
    return {};
  }
}

export async function saveEventAction(
  _: EventFormState,
  formData: FormData,
): Promise<EventFormState> {
  const staff = await requireStaff();
  const id = field(formData, 'id') ? eventIdOf(formData) : null;
  const posted: Posted = {
    // Descriptions keep their line breaks; the schema trims what it stores.
    values: Object.fromEntries(
      EVENT_FIELDS.map(({ key }) => [key, formData.get(key)?.toString() ?? '']),
    ) as EventValues,
    version: field(formData, 'versie'),
    opened: field(formData, 'geopend'),
  };
  const checked = checkEvent(posted.values);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, ...posted };
  let written: EventWrite;
  try {
    written = await saveEvent(staff, id, {
      ...checked,
      ...posted,
      opened: openedValues(posted.opened),
    });
  } catch (error) {
    console.error(`[staff] event not saved: ${error instanceof Error ? error.message : 'error'}`);
    return { status: 'error', ...posted };
  }
  if (written.status === 'refused') return { status: 'invalid', errors: written.errors, ...posted };
  if (written.status === 'gone') return { status: 'gone', ...posted };
  if (written.status === 'changed')
    // What someone else changed since this form was opened; the next save goes over it knowingly.
    return {
      status: 'changed',
      changes: written.changes,
      values: posted.values,
      version: written.version,
      opened: JSON.stringify(written.opened),
    };
  updateTag(CACHE_TAGS.events);
  redirect(`${AGENDA}?bewaard=${encodeURIComponent(written.id)}`);
}

export async function cancelEventAction(formData: FormData) {
  const staff = await requireStaff();
  const id = eventIdOf(formData);
  let written: CancelWrite;
  try {
    written = await cancelEvent(staff, id);
  } catch (error) {
    console.error(
      `[staff] event not cancelled: ${error instanceof Error ? error.message : 'error'}`,
    );
    redirect(`${eventPage(id)}?annuleren=mislukt`);
  }
  if (written.status === 'unknown') redirect(AGENDA);
  if (written.status === 'invalid') redirect(`${eventPage(id)}?annuleren=fouten`);
  if (written.status === 'cancelled') updateTag(CACHE_TAGS.events);
  redirect(`${eventPage(id)}?geannuleerd=${written.status === 'cancelled' ? written.mails : 'al'}`);
}
