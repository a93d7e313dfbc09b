import type { Metadata } from 'next';

import { EventForm } from '../../_components/event-form';
import { StaffFrame } from '../../_components/staff-frame';
import { eventChoices, formValues } from '@/lib/staff/event-fields';
import { getEventRow } from '@/lib/staff/events';
import { requireStaff } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'Nieuw evenement' };

type Props = { searchParams: Promise<{ kopie?: string }> };

export default async function NewEvent({ searchParams }: Props) {
  const staff = await requireStaff();
  const { kopie } = await searchParams;
  const source = kopie ? await getEventRow(kopie).catch(() => null) : null;
  // A copy is the same evening on another day: its date is left to choose, its status planned.
  const opened = { ...formValues(source?.data), ...(source && { date: '', status: 'planned' }) };
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/agenda"
      title={source ? `Kopie van ${opened.title_nl || source.id}` : 'Nieuw evenement'}
      lead={source ? 'Kies een nieuwe datum; de rest staat al ingevuld.' : undefined}
    >
      <EventForm id={null} opened={opened} choices={eventChoices('planned')} />
    </StaffFrame>
  );
}
