import type { Metadata } from 'next';

import { ImportForm } from '../../_components/import-form';
import { StaffFrame } from '../../_components/staff-frame';
import { requireStaff } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'Wijnen importeren' };

export default async function ImportWines() {
  const staff = await requireStaff();
  return (
    <StaffFrame
      staff={staff}
      current="/beheer/wijnen"
      title="Wijnen importeren"
      lead="Een export, bewerkt in Excel: rijen met een id wijzigen die wijn, rijen zonder id zijn nieuw, en een wijn zonder rij wordt verwijderd. Je ziet eerst wat er verandert; er wordt pas iets bewaard als je bevestigt."
    >
      <ImportForm />
    </StaffFrame>
  );
}
