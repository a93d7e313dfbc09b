import { notFound } from 'next/navigation';

import { decodedPart } from '@/i18n/routing';
import { requireStaff } from '@/lib/staff/session';
import { getWineRow } from '@/lib/staff/store';

export async function staffWine(params: Promise<{ id: string }>) {
  const staff = await requireStaff();
  // A page's params arrive still encoded; one that does not decode is looked up as it is.
  const id = decodedPart((await params).id);
  const row = await getWineRow(id).catch(() => null);
  if (!row) notFound();
  return { staff, id, row, name: String(row.data.name ?? id) };
}
