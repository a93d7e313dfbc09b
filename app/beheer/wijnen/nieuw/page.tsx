import type { Metadata } from 'next';

import { StaffFrame } from '../../_components/staff-frame';
import { WineForm } from '../../_components/wine-form';
import { textValues } from '@/lib/staff/wine-fields';
import { requireStaff } from '@/lib/staff/session';
import { getWineRow } from '@/lib/staff/store';

export const metadata: Metadata = { title: 'Nieuwe wijn' };

type Props = { searchParams: Promise<{ van?: string }> };

export default async function NewWine({ searchParams }: Props) {
  const staff = await requireStaff();
  const { van } = await searchParams;
  const source = van ? await getWineRow(van).catch(() => null) : null;
  const data = source && { ...source.data, hidden: false, soldOut: false };
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/wijnen"
      title={source ? `Kopie van ${String(source.data.name ?? source.id)}` : 'Nieuwe wijn'}
    >
      <WineForm id={null} opened={textValues(data ?? undefined)} />
    </StaffFrame>
  );
}
