import { decodedPart } from '@/i18n/routing';
import { isEventId } from '@/lib/events/schema';
import { getReservations, reservationsToCsv } from '@/lib/staff/events';
import { logStaff } from '@/lib/staff/log';
import { staffSession } from '@/lib/staff/session';

const PRIVATE = { 'cache-control': 'private, no-store' };

export async function GET(_: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await staffSession();
  if (!staff) return new Response('Aanmelden vereist', { status: 401, headers: PRIVATE });
  const id = decodedPart((await params).id);
  if (!isEventId(id)) return new Response('Onbekend evenement', { status: 404, headers: PRIVATE });
  const rows = await getReservations(id);
  await logStaff({ by: staff.email, action: 'reservations-export', detail: id });
  return new Response(reservationsToCsv(rows), {
    headers: {
      ...PRIVATE,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="reservaties-${id}.csv"`,
    },
  });
}
