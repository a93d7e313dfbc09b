'use client';

import { SelectField, TextArea } from '@/components/forms/fields';
import { RequestForm } from '@/components/forms/request-form';
import { reserveAction } from '@/lib/events/actions';
import { EVENT_FIELD, LIMITS, MAX_PEOPLE } from '@/lib/forms/constants';

const PEOPLE = Array.from({ length: MAX_PEOPLE }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

export function ReservationForm({ event, seats }: { event: string; seats: number }) {
  return (
    <RequestForm kind="reservation" action={reserveAction}>
      <input type="hidden" name={EVENT_FIELD} value={event} />
      <SelectField name="people" required options={PEOPLE.slice(0, Math.max(1, seats))} />
      <TextArea name="message" limit={LIMITS.message} />
    </RequestForm>
  );
}
