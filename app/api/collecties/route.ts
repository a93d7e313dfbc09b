import { getWines } from '@/lib/firestore';
import { collectionNames } from '@/lib/wines/collection-names';

// Read per request from the pages' cached wine list (5 minutes, or at once after
// POST /api/revalidate), so it is never older than they are; the proxy keeps it a minute.
export const dynamic = 'force-dynamic';

/**
 * The collections of the wine list, for the proxy (lib/wines/collection-names): an animal page's
 * address that names none of them gets the site's 404 page. 503 while the list cannot be read.
 */
export async function GET() {
  const result = await getWines();
  if (!result.ok) return Response.json({ error: 'unavailable' }, { status: 503 });
  return Response.json({ collections: collectionNames(result.wines) });
}
