import { getPhoto, photoFileHash } from '@/lib/wines/photos';

// The address carries the content's hash: what it names never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Context = { params: Promise<{ file: string }> };

export async function GET(request: Request, { params }: Context) {
  const hash = photoFileHash((await params).file);
  if (!hash) return new Response(null, { status: 404 });
  const etag = `"${hash}"`;
  const cached = { 'cache-control': IMMUTABLE, etag };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: cached });
  const bytes = await getPhoto(hash);
  if (!bytes) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: { ...cached, 'content-type': 'image/webp', 'content-length': String(bytes.length) },
  });
}
