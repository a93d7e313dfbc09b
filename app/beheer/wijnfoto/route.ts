import { revalidateTag } from 'next/cache';

import { CACHE_TAGS } from '@/lib/cache-tags';
import { PHOTO_MAX_BYTES, SIGN_IN_PATH } from '@/lib/staff/constants';
import { postedFromSite, storePhoto } from '@/lib/staff/photos';
import { staffSession } from '@/lib/staff/session';
import { DOC_ID } from '@/lib/staff/wine-fields';

const PRIVATE = { 'cache-control': 'private, no-store' };
// The form's boundaries and headers around the file.
const BODY_MAX_BYTES = PHOTO_MAX_BYTES + 16 * 1024;

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...PRIVATE, location } });

// A plain form post, so it works without JavaScript; the answer leads back to the wine's page.
export async function POST(request: Request) {
  if (!postedFromSite(request)) return new Response('Verboden', { status: 403, headers: PRIVATE });
  const staff = await staffSession();
  if (!staff) return seeOther(SIGN_IN_PATH);
  const id = new URL(request.url).searchParams.get('wijn') ?? '';
  if (!DOC_ID.test(id)) return seeOther('/beheer/wijnen');
  const page = `/beheer/wijnen/${encodeURIComponent(id)}`;
  // A browser names a form's length; a body without one would be read whole before any check.
  const announced = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(announced)) return new Response(null, { status: 411, headers: PRIVATE });
  if (announced > BODY_MAX_BYTES) return seeOther(`${page}?foto=te-groot`);
  const form = await request.formData().catch(() => null);
  const outcome = await storePhoto(staff, id, form?.get('foto') ?? null);
  if (outcome === 'gone') return seeOther(`/beheer/wijnen?gewijzigd=${encodeURIComponent(id)}`);
  if (outcome === 'bewaard') revalidateTag(CACHE_TAGS.wines, { expire: 0 });
  return seeOther(`${page}?foto=${outcome}`);
}
