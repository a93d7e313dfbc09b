import { storageBucket } from './site-config';

export type RemotePattern = { protocol: 'https'; hostname: string; pathname?: string };

/**
 * What the image optimiser may fetch (next.config `remotePatterns`): the configured bucket's
 * objects (`FIREBASE_STORAGE_BUCKET`), in each form of its address; without one, nothing remote,
 * or it would resize anyone's public Storage files for whoever asks.
 */
export function imagePatterns(bucket: string | undefined): RemotePattern[] {
  if (!bucket) return [];
  return [
    {
      protocol: 'https',
      hostname: 'firebasestorage.googleapis.com',
      pathname: `/v0/b/${bucket}/o/**`,
    },
    { protocol: 'https', hostname: 'storage.googleapis.com', pathname: `/${bucket}/**` },
    ...(bucket.endsWith('.firebasestorage.app')
      ? [{ protocol: 'https' as const, hostname: bucket }]
      : []),
  ];
}

/**
 * The same places as Content-Security-Policy `img-src` sources: each host, with the bucket's path
 * when a bucket is configured.
 */
export function cspImageSources(bucket: string | undefined): string[] {
  return imagePatterns(bucket).map(({ hostname, pathname }) =>
    pathname ? `${hostname}${pathname.replace(/\*\*$/, '')}` : hostname,
  );
}

function matches(url: URL, { hostname, pathname }: RemotePattern): boolean {
  const host = hostname.startsWith('*.')
    ? url.hostname.endsWith(hostname.slice(1)) && url.hostname.length > hostname.length - 1
    : url.hostname === hostname;
  return host && (!pathname || url.pathname.startsWith(pathname.replace(/\*\*$/, '')));
}

/**
 * A picture the site can show: a path of this site without a query (Next's image optimiser refuses
 * one, `images.localPatterns`), or an https URL that imagePatterns allows (on a Storage host,
 * in the configured bucket) at its default port without credentials.
 */
export function isServableImage(src: string): boolean {
  if (src.startsWith('/')) return !/^\/[/\\]/.test(src) && !/[?#]/.test(src);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    imagePatterns(storageBucket()).some((pattern) => matches(url, pattern))
  );
}
