import { winesToCsv } from '@/lib/staff/csv';
import { logStaff } from '@/lib/staff/log';
import { staffSession } from '@/lib/staff/session';
import { getWineDocs } from '@/lib/staff/store';

export async function GET() {
  const staff = await staffSession();
  if (!staff)
    return new Response('Aanmelden vereist', {
      status: 401,
      headers: { 'cache-control': 'private, no-store' },
    });
  // In the order of the menu card's names, as someone reading the sheet looks for a wine.
  const rows = (await getWineDocs()).sort((a, b) =>
    String(a.data.name ?? '').localeCompare(String(b.data.name ?? ''), 'nl-BE'),
  );
  const day = new Date().toISOString().slice(0, 10);
  await logStaff({ by: staff.email, action: 'export', detail: `${rows.length} wijnen` });
  return new Response(winesToCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="wijnen-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
