import { revalidateTag } from 'next/cache';

import { ALL_CACHE_TAGS } from '@/lib/cache-tags';
import { secretMatches } from '@/lib/secret';

export async function POST(request: Request) {
  const header = request.headers.get('x-revalidate-secret');
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!secretMatches(header ?? bearer, process.env.REVALIDATE_SECRET)) {
    return Response.json({ revalidated: false, error: 'unauthorized' }, { status: 401 });
  }
  for (const tag of ALL_CACHE_TAGS) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: true, tags: ALL_CACHE_TAGS, at: new Date().toISOString() });
}
