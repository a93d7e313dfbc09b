import { getPhoto, photoFileHash } from '@/lib/wines/photos';

// The address carries the content's hash: what it names never changes, also in a shared cache.
const IMMUTABLE = 'public, max-age=31536000, s-maxage=31536000, immutable';
// A name that may yet be a photo's (one being saved) is not kept long.
const MISSING = 'public, max-age=60, s-maxage=60';

type Context = { params: Promise<{ file: string }> };

export async function GET(request: Request, { params }: Context) {
  const hash = photoFileHash((await params).file);
  if (!hash) return new Response(null, { status: 404, headers: { 'cache-control': MISSING } });
  const etag = `"${hash}"`;
  const cached = { 'cache-control': IMMUTABLE, etag };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: cached });
  const bytes = await getPhoto(hash).catch(() => undefined);
  if (bytes === undefined)
    return new Response(null, { status: 503, headers: { 'cache-control': 'no-store' } });
  if (!bytes) return new Response(null, { status: 404, headers: { 'cache-control': MISSING } });
  return new Response(new Uint8Array(bytes), {
    headers: { ...cached, 'content-type': 'image/webp', 'content-length': String(bytes.length) },
  });
}
